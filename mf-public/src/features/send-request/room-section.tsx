import type { LeadInput } from '@portal/api-client';
import { Field, NumberInput, RadioGroup } from '@portal/plain';
import { FormSection } from './form-section';
import { useRequestTexts, type RequestSectionProps } from './request-form-parts';

const FURNISHINGS: LeadInput['furnishing'][] = ['cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know'];

/** The conference room: its size (suggested from the participants) and how it is furnished. */
export function RoomSection({ form }: RequestSectionProps) {
  const { t, label, options } = useRequestTexts();
  return (
    <FormSection title={t('sendRequest.sections.room')}>
      <div className="plain-grid">
        <Field label={label('conference_room_size')} {...form.field('conference_room_size')} help={t('sendRequest.help.conferenceRoomSize')}>
          <NumberInput {...form.bind('conference_room_size')} integer />
        </Field>
      </div>
      <RadioGroup {...form.bind('furnishing')} {...form.field('furnishing')} label={label('furnishing')} options={options(FURNISHINGS, 'furnishing')} />
    </FormSection>
  );
}
