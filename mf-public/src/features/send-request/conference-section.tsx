import type { LeadInput } from '@portal/api-client';
import { DateInput, Field, NumberInput, RadioGroup, TimeInput } from '@portal/plain';
import type { KeyboardEvent } from 'react';
import { FormSection } from './form-section';
import { useRequestTexts, type RequestSectionProps } from './request-form-parts';
import { today } from './use-lead-form-rules';

const CONFERENCE_TYPES: LeadInput['conference_type'][] = ['overnight', 'day'];
/** Arrival and departure are offered in quarter hours (seconds, the time field's `step`). */
const QUARTER_HOUR = 15 * 60;

/**
 * In a date or time field Enter confirms what was typed; without this the browser would also
 * submit the whole form (implicit submission) and flag every field not yet filled in.
 */
function keepEnterInField(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * The conference: day or overnight, its dates and times, and how many take part. Dates and times
 * are the browser's own fields: a phone opens its own picker at the first tap. A typed time off the
 * quarter (09:07) is kept as typed and refused by the rules with a reason.
 */
export function ConferenceSection({ form }: RequestSectionProps) {
  const { t, label, options } = useRequestTexts();
  const startDate = form.values.start_date;
  return (
    <FormSection title={t('sendRequest.sections.conference')}>
      <RadioGroup {...form.bind('conference_type')} {...form.field('conference_type')} label={label('conference_type')} options={options(CONFERENCE_TYPES, 'conferenceType')} />
      <div className="plain-grid">
        <Field label={label('start_date')} {...form.field('start_date')}>
          <DateInput {...form.bind('start_date')} min={today()} onKeyDown={keepEnterInField} />
        </Field>
        <Field label={label('end_date')} {...form.field('end_date')}>
          <DateInput {...form.bind('end_date')} min={startDate || today()} onKeyDown={keepEnterInField} />
        </Field>
        <Field label={label('arrival_time')} {...form.field('arrival_time')} help={t('sendRequest.help.times')}>
          <TimeInput {...form.bind('arrival_time')} step={QUARTER_HOUR} onKeyDown={keepEnterInField} />
        </Field>
        <Field label={label('departure_time')} {...form.field('departure_time')}>
          <TimeInput {...form.bind('departure_time')} step={QUARTER_HOUR} onKeyDown={keepEnterInField} />
        </Field>
        <Field label={label('participants')} {...form.field('participants')}>
          <NumberInput {...form.bind('participants')} integer />
        </Field>
      </div>
    </FormSection>
  );
}
