import type { LeadInput } from '@portal/api-client';
import { DeferredDatePicker, DeferredTimePicker, LightField, NumberInput } from '@portal/ui';
import { Col, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { KeyboardEvent } from 'react';
import { FormSection } from './form-section';
import { full, half, useRequestTexts, type RequestSectionProps } from './request-form-parts';
import type { LeadFormValues } from './to-lead-input';

const CONFERENCE_TYPES: LeadInput['conference_type'][] = ['overnight', 'day'];

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

/** The conference: day or overnight, its dates and times, and how many take part. */
export function ConferenceSection({ form, rules }: RequestSectionProps) {
  const { t, label, options } = useRequestTexts();
  // Null once the picker's × cleared it: every use below must cope with that.
  const startDate = form.getFieldValue('start_date') as LeadFormValues['start_date'] | undefined;
  return (
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
  );
}
