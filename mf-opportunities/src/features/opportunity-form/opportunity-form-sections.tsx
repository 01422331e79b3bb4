import { NumberInput, FormSection, RecordSelect } from '@portal/ui';
import { Col, DatePicker, Form, Input, Radio, Row, Select, TimePicker } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountOwners } from '../../api/use-account-owners';
import { useAccountOptions, useContactOptions } from '../../api/use-record-options';
import type { OpportunityFormFieldsProps } from './opportunity-form-fields';
import { CONFERENCE_TYPES, NAME_MAX, SEATINGS } from './opportunity-form-values';
import { useOpportunityFormRules } from './use-opportunity-form-rules';

/**
 * In a date or time picker Enter confirms the typed value; without this the browser would also
 * submit the whole form and flag every field not yet filled in.
 */
function keepEnterInPicker(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

const half = { xs: 24, md: 12 } as const;
const third = { xs: 24, md: 8 } as const;
const full = { width: '100%' } as const;

/** Quarter hours offered; a typed 09:07 is kept as typed and refused by the rules with a reason. */
const timePickerProps = { style: full, onKeyDown: keepEnterInPicker, format: 'HH:mm', minuteStep: 15, needConfirm: false, showNow: false } as const;

/** The customer: its account and contact, the opportunity's name and its owner among the admins. */
export function OpportunityCustomerSection({ accountLabel, contactLabel, owner }: OpportunityFormFieldsProps) {
  const { t } = useTranslation('opportunities');
  const rules = useOpportunityFormRules();
  const owners = useAccountOwners();
  const ownerOptions = (owners.data ?? []).map((admin) => ({ value: admin.id, label: admin.name }));
  if (owner && !ownerOptions.some((option) => option.value === owner.id)) ownerOptions.push({ value: owner.id, label: owner.name });
  const fetchAccounts = useAccountOptions('Customer');
  const fetchContacts = useContactOptions();
  const label = (field: string) => t(`opportunity.form.fields.${field}`);
  return (
  <FormSection title={t('opportunity.form.customer')}>
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="account_id" label={label('account_id')} rules={rules.account_id}>
          <RecordSelect fetchOptions={fetchAccounts} selectedLabel={accountLabel} placeholder={t('opportunity.form.placeholders.account_id')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="contact_id" label={label('contact_id')} rules={rules.contact_id}>
          <RecordSelect fetchOptions={fetchContacts} selectedLabel={contactLabel} placeholder={t('opportunity.form.placeholders.contact_id')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="name" label={label('name')} rules={rules.name} extra={t('opportunity.form.help.name')}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="owner_id" label={label('owner_id')} rules={rules.owner_id} extra={t('opportunity.form.help.owner_id')}>
          <Select
            options={ownerOptions}
            loading={owners.isPending}
            placeholder={t('opportunity.form.placeholders.owner_id')}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Col>
    </Row>
  </FormSection>
  );
}

/** The conference: its type, dates and times, participants, rooms, room size and seating. */
export function OpportunityConferenceSection() {
  const { t } = useTranslation('opportunities');
  const rules = useOpportunityFormRules();
  const label = (field: string) => t(`opportunity.form.fields.${field}`);
  return (
  <FormSection title={t('opportunity.form.conference')}>
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item name="conference_type" label={label('conference_type')} rules={rules.conference_type}>
          <Radio.Group options={CONFERENCE_TYPES.map((value) => ({ value, label: t(`opportunity.conferenceType.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="start_date" label={label('start_date')} rules={rules.start_date}>
          <DatePicker format="YYYY-MM-DD" style={full} onKeyDown={keepEnterInPicker} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="end_date" label={label('end_date')} rules={rules.end_date} dependencies={['start_date']}>
          <DatePicker format="YYYY-MM-DD" style={full} onKeyDown={keepEnterInPicker} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="arrival_time" label={label('arrival_time')} rules={rules.arrival_time}>
          <TimePicker {...timePickerProps} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="departure_time" label={label('departure_time')} rules={rules.departure_time}>
          <TimePicker {...timePickerProps} />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="participants" label={label('participants')} rules={rules.participants}>
          <NumberInput integer />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="single_rooms" label={label('single_rooms')} rules={rules.single_rooms}>
          <NumberInput integer />
        </Form.Item>
      </Col>
      <Col {...third}>
        <Form.Item name="double_rooms" label={label('double_rooms')} rules={rules.double_rooms}>
          <NumberInput integer />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="conference_room_size" label={label('conference_room_size')} rules={rules.conference_room_size}>
          <NumberInput integer />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="seating" label={label('seating')} rules={rules.seating}>
          <Select allowClear options={SEATINGS.map((value) => ({ value, label: t(`opportunity.seating.${value}`) }))} />
        </Form.Item>
      </Col>
    </Row>
  </FormSection>
  );
}
