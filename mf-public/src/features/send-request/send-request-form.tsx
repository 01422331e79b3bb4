import type { LeadInput } from '@portal/api-client';
import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { DeferredDatePicker, DeferredSelect, DeferredTimePicker, LightField, LightForm, NumberInput, Typography, useLightForm } from '@portal/ui';
import { Button, Col, Input, Radio, Row, Switch, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCities } from './api/use-cities';
import { useCreateLead } from './api/use-create-lead';
import { useRegions } from './api/use-regions';
import { FormSection } from './form-section';
import type { RequestDraft } from './request-draft';
import { loadRequestThanks } from './thanks-loader';
import { LEAD_FIELDS, toLeadInput, type LeadFormValues } from './to-lead-input';
import { useDraftAutosave } from './use-draft-autosave';
import { useLeadFormRules } from './use-lead-form-rules';

const CONFERENCE_TYPES: LeadInput['conference_type'][] = ['overnight', 'day'];
const FURNISHINGS: LeadInput['furnishing'][] = ['cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know'];
const VAT_BASES: LeadInput['vat_basis'][] = ['ex', 'inc'];
const CONTACT_METHODS: LeadInput['contact_method'][] = ['email', 'phone'];
const MESSAGE_MAX = 5000;

const INITIAL_VALUES: Partial<LeadFormValues> = {
  single_room_people: 0,
  double_room_people: 0,
  accepts_shared_double: false,
  contact_method: 'email',
};

const half = { xs: 24, md: 12 } as const;

/** The notice over a restored draft (antd's Alert): fetched only when there is a draft to restore (issue 9). */
const DraftNotice = lazy(() => import('./draft-notice'));
const full = { width: '100%' } as const;

/**
 * In a date or time picker Enter confirms the typed value; without this the browser would also
 * submit the whole form (implicit submission) and flag every field not yet filled in.
 */
function keepEnterInPicker(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * Arrival and departure: quarter hours offered by the picker, Enter kept in the picker. A typed
 * time off the quarter (09:07) is kept as typed and refused by the rules with a reason.
 */
const timePickerProps = {
  style: full,
  onKeyDown: keepEnterInPicker,
  format: 'HH:mm',
  minuteStep: 15,
  needConfirm: false,
  showNow: false,
} as const;

function isPast(date: Dayjs): boolean {
  return date.isBefore(dayjs().startOf('day'), 'day');
}

/**
 * A head count worth suggesting elsewhere: a whole number of people. An empty field is null,
 * unreadable text NaN, and −5 or 2.5 get their own message rather than being copied on.
 */
function isHeadCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

export interface SendRequestFormProps {
  /** What the customer typed last time in this browser, filled in again (with a notice). */
  draft?: RequestDraft | null;
  /** Called once the request is stored (its draft is already forgotten then). */
  onSent: () => void;
  /** The customer chose "Clear the form": the draft is forgotten; show an empty form. */
  onDraftCleared: () => void;
}

/** The customer's conference request: every field of a lead (SPEC §3), checked before it is sent. */
export function SendRequestForm({ draft, onSent, onDraftCleared }: SendRequestFormProps) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const rules = useLeadFormRules();
  const createLead = useCreateLead();
  const { token } = theme.useToken();
  // antd's placeholder grey (1.9:1) is unreadable for many, the more so in a disabled field that
  // says what to do first ("Choose a region first"): the secondary text colour reads at 5:1.
  const selectStyles = { placeholder: { color: token.colorTextSecondary } };

  // Whether the customer typed a room size: until then it follows the number of participants.
  const roomSizeChosen = useRef(
    draft?.conference_room_size !== undefined && draft.conference_room_size !== draft.participants,
  );

  // `onValuesChange` reports only what the customer changed, never the suggestions made here.
  const handleValuesChange = (changed: Partial<LeadFormValues>, all: Partial<LeadFormValues>) => {
    if ('conference_room_size' in changed) roomSizeChosen.current = true;
    // A city belongs to one region: another region makes the chosen city meaningless.
    if ('region_id' in changed) form.setFields([{ name: 'city_id', value: undefined }]);
    // Most groups want a room for everybody; offer that until the customer says otherwise.
    if ('participants' in changed && !roomSizeChosen.current) {
      const participants = changed.participants;
      form.setFields([{ name: 'conference_room_size', value: isHeadCount(participants) ? participants : undefined }]);
    }
    if ('start_date' in changed && changed.start_date && !all.end_date) {
      form.setFields([{ name: 'end_date', value: changed.start_date }]);
    }
    autosave.saveSoon();
  };

  const form = useLightForm<LeadFormValues>({
    name: 'send-request',
    initialValues: draft ? { ...INITIAL_VALUES, ...draft } : INITIAL_VALUES,
    onValuesChange: handleValuesChange,
  });
  const autosave = useDraftAutosave(form, INITIAL_VALUES);
  // The messages shown (the rules' and the server's) follow a switch of language.
  useErrorsFollowLanguage(form);

  const conferenceType = form.getFieldValue('conference_type') as LeadFormValues['conference_type'] | undefined;
  // Null once the picker's × cleared it: every use below must cope with that.
  const startDate = form.getFieldValue('start_date') as LeadFormValues['start_date'] | undefined;
  const regionId = form.getFieldValue('region_id') as number | undefined;
  const regions = useRegions();
  const cities = useCities(regionId);

  const label = (field: keyof LeadFormValues) => t(`sendRequest.fields.${field}`);

  const handleClearDraft = () => {
    autosave.discard();
    onDraftCleared();
  };

  const handleFinish = (values: LeadFormValues) => {
    // A second press while the request is on its way does nothing.
    if (createLead.isPending) return;
    // The thanks' code is fetched while the request is on its way.
    loadRequestThanks().catch(() => undefined);
    createLead.send(toLeadInput(values, language)).then(
      () => {
        autosave.discard();
        onSent();
      },
      // The middleware has told the user; here the messages go next to their fields.
      (error: unknown) => applyFieldErrors(form, error, LEAD_FIELDS, language),
    );
  };

  const options = <V extends string>(values: V[], group: string) =>
    values.map((value) => ({ value, label: t(`sendRequest.options.${group}.${value}`) }));

  return (
    // noValidate (LightForm): the app's rules alone speak, in the page's language (no browser bubbles for type=email).
    <LightForm<LeadFormValues> form={form} onFinish={handleFinish} disabled={createLead.isPending}>
      {draft && (
        <Suspense fallback={null}>
          <DraftNotice onClear={handleClearDraft} />
        </Suspense>
      )}
      <FormSection title={t('sendRequest.sections.contact')}>
        <Row gutter={16}>
          <Col {...half}>
            <LightField form={form} name="first_name" label={label('first_name')} rules={rules.first_name}>
              <Input autoComplete="given-name" maxLength={100} />
            </LightField>
          </Col>
          <Col {...half}>
            <LightField form={form} name="last_name" label={label('last_name')} rules={rules.last_name}>
              <Input autoComplete="family-name" maxLength={100} />
            </LightField>
          </Col>
          <Col span={24}>
            <LightField form={form} name="business" label={label('business')} rules={rules.business}>
              <Input autoComplete="organization" maxLength={200} />
            </LightField>
          </Col>
          <Col {...half}>
            <LightField form={form} name="email" label={label('email')} rules={rules.email}>
              <Input type="email" autoComplete="email" placeholder={t('sendRequest.placeholders.email')} maxLength={254} />
            </LightField>
          </Col>
          <Col {...half}>
            <LightField form={form} name="phone" label={label('phone')} rules={rules.phone}>
              <Input type="tel" autoComplete="tel" placeholder={t('sendRequest.placeholders.phone')} maxLength={40} />
            </LightField>
          </Col>
        </Row>
      </FormSection>

      <FormSection title={t('sendRequest.sections.conference')}>
        <LightField form={form} name="conference_type" label={label('conference_type')} rules={rules.conference_type}>
          <Radio.Group aria-label={label('conference_type')} options={options(CONFERENCE_TYPES, 'conferenceType')} />
        </LightField>
        <Row gutter={16}>
          <Col {...half}>
            <LightField form={form} name="start_date" label={label('start_date')} rules={rules.start_date}>
              <DeferredDatePicker style={full} disabledDate={isPast} onKeyDown={keepEnterInPicker} placeholder={t('sendRequest.placeholders.date')} />
            </LightField>
          </Col>
          <Col {...half}>
            <LightField form={form} name="end_date" label={label('end_date')} rules={rules.end_date} dependencies={['start_date']}>
              <DeferredDatePicker
                style={full}
                onKeyDown={keepEnterInPicker}
                disabledDate={(date) => isPast(date) || (startDate ? date.isBefore(startDate, 'day') : false)}
                // The calendar opens at the start date; rc-picker reads `null[0]` (and the page
                // crashed) when the start date was cleared, so an empty start passes nothing.
                defaultPickerValue={startDate ?? undefined}
                placeholder={t('sendRequest.placeholders.date')}
              />
            </LightField>
          </Col>
          <Col {...half}>
            <LightField form={form} name="arrival_time" label={label('arrival_time')} rules={rules.arrival_time} extra={t('sendRequest.help.times')}>
              <DeferredTimePicker {...timePickerProps} placeholder={t('sendRequest.placeholders.time')} />
            </LightField>
          </Col>
          <Col {...half}>
            <LightField
              form={form}
              name="departure_time"
              label={label('departure_time')}
              rules={rules.departure_time}
              dependencies={['arrival_time', 'start_date', 'end_date']}
            >
              <DeferredTimePicker {...timePickerProps} placeholder={t('sendRequest.placeholders.time')} />
            </LightField>
          </Col>
          <Col {...half}>
            <LightField form={form} name="participants" label={label('participants')} rules={rules.participants}>
              <NumberInput integer style={full} />
            </LightField>
          </Col>
        </Row>
      </FormSection>

      {conferenceType === 'overnight' && (
        <FormSection title={t('sendRequest.sections.accommodation')} description={t('sendRequest.help.accommodation')}>
          <Row gutter={16}>
            <Col {...half}>
              <LightField
                form={form}
                name="single_room_people"
                label={label('single_room_people')}
                rules={rules.single_room_people}
                dependencies={['participants']}
              >
                <NumberInput integer style={full} />
              </LightField>
            </Col>
            <Col {...half}>
              <LightField
                form={form}
                name="double_room_people"
                label={label('double_room_people')}
                rules={rules.double_room_people}
                dependencies={['participants', 'single_room_people']}
              >
                <NumberInput integer style={full} />
              </LightField>
            </Col>
          </Row>
          <LightField form={form} name="accepts_shared_double" label={label('accepts_shared_double')} valuePropName="checked">
            <Switch />
          </LightField>
        </FormSection>
      )}

      <FormSection title={t('sendRequest.sections.room')}>
        <Row gutter={16}>
          <Col {...half}>
            <LightField
              form={form}
              name="conference_room_size"
              label={label('conference_room_size')}
              rules={rules.conference_room_size}
              extra={t('sendRequest.help.conferenceRoomSize')}
            >
              <NumberInput integer style={full} />
            </LightField>
          </Col>
        </Row>
        <LightField form={form} name="furnishing" label={label('furnishing')} rules={rules.furnishing}>
          <Radio.Group aria-label={label('furnishing')} options={options(FURNISHINGS, 'furnishing')} />
        </LightField>
      </FormSection>

      <FormSection title={t('sendRequest.sections.location')}>
        <Row gutter={16}>
          <Col {...half}>
            <LightField
              form={form}
              name="region_id"
              label={label('region_id')}
              rules={rules.region_id}
              extra={regions.isError ? t('sendRequest.help.noRegions') : undefined}
            >
              <DeferredSelect
                styles={selectStyles}
                placeholder={t('sendRequest.placeholders.region')}
                loading={regions.isLoading}
                // Short lists (21 regions, a few dozen cities): every option stays in the page for
                // screen readers and "find in page" instead of being virtualised away.
                virtual={false}
                showSearch={{ optionFilterProp: 'label' }}
                options={regions.data?.map((region) => ({ value: region.id, label: region.name }))}
              />
            </LightField>
          </Col>
          <Col {...half}>
            <LightField form={form} name="city_id" label={label('city_id')} rules={rules.city_id}>
              <DeferredSelect
                styles={selectStyles}
                placeholder={regionId ? t('sendRequest.placeholders.city') : t('sendRequest.placeholders.cityFirst')}
                disabled={!regionId || createLead.isPending}
                loading={cities.isFetching}
                virtual={false}
                showSearch={{ optionFilterProp: 'label' }}
                options={cities.data?.map((city) => ({ value: city.id, label: city.name }))}
              />
            </LightField>
          </Col>
        </Row>
      </FormSection>

      <FormSection title={t('sendRequest.sections.preferences')}>
        <Row gutter={16}>
          <Col {...half}>
            <LightField form={form} name="vat_basis" label={label('vat_basis')} rules={rules.vat_basis}>
              <Radio.Group aria-label={label('vat_basis')} options={options(VAT_BASES, 'vatBasis')} />
            </LightField>
          </Col>
          <Col {...half}>
            <LightField form={form} name="contact_method" label={label('contact_method')} rules={rules.contact_method}>
              <Radio.Group aria-label={label('contact_method')} options={options(CONTACT_METHODS, 'contactMethod')} />
            </LightField>
          </Col>
        </Row>
      </FormSection>

      <FormSection title={t('sendRequest.sections.message')}>
        <LightField form={form} name="message" label={label('message')} rules={rules.message}>
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 12 }}
            maxLength={MESSAGE_MAX}
            showCount
            placeholder={t('sendRequest.placeholders.message')}
          />
        </LightField>
      </FormSection>

      <LightField
        form={form}
        style={{ marginTop: 8 }}
        extra={<Typography.Text type="secondary">{`${t('sendRequest.privacy')} ${t('sendRequest.draft.kept')}`}</Typography.Text>}
      >
        {/* Enabled while sending, so it can show that it is busy; a second click does nothing then. */}
        <Button type="primary" size="large" htmlType="submit" loading={createLead.isPending} disabled={false}>
          {t('sendRequest.submit')}
        </Button>
      </LightField>
    </LightForm>
  );
}
