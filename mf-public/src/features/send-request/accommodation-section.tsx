import { Checkbox, Field, NumberInput } from '@portal/plain';
import { FormSection } from './form-section';
import { useRequestTexts, type RequestSectionProps } from './request-form-parts';

/** An overnight conference's rooms: how many sleep alone, how many share, and whether strangers may share a double. */
export function AccommodationSection({ form }: RequestSectionProps) {
  const { t, label } = useRequestTexts();
  const shared = form.bind('accepts_shared_double');
  return (
    <FormSection title={t('sendRequest.sections.accommodation')} description={t('sendRequest.help.accommodation')}>
      <div className="plain-grid">
        <Field label={label('single_room_people')} {...form.field('single_room_people')}>
          <NumberInput {...form.bind('single_room_people')} integer />
        </Field>
        <Field label={label('double_room_people')} {...form.field('double_room_people')}>
          <NumberInput {...form.bind('double_room_people')} integer />
        </Field>
      </div>
      <div className="plain-field">
        <Checkbox id={shared.id} name={shared.name} value={shared.value} onValueChange={shared.onValueChange}>
          {label('accepts_shared_double')}
        </Checkbox>
      </div>
    </FormSection>
  );
}
