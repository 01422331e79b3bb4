import { Field, TextInput } from '@portal/plain';
import { FormSection } from './form-section';
import { useRequestTexts, type RequestSectionProps } from './request-form-parts';

/** Who asks: name, business, e-mail and phone. */
export function ContactSection({ form }: RequestSectionProps) {
  const { t, label } = useRequestTexts();
  return (
    <FormSection title={t('sendRequest.sections.contact')}>
      <div className="plain-grid">
        <Field label={label('first_name')} {...form.field('first_name')}>
          <TextInput {...form.bind('first_name')} autoComplete="given-name" maxLength={100} />
        </Field>
        <Field label={label('last_name')} {...form.field('last_name')}>
          <TextInput {...form.bind('last_name')} autoComplete="family-name" maxLength={100} />
        </Field>
        <Field className="plain-wide" label={label('business')} {...form.field('business')}>
          <TextInput {...form.bind('business')} autoComplete="organization" maxLength={200} />
        </Field>
        <Field label={label('email')} {...form.field('email')}>
          <TextInput {...form.bind('email')} type="email" autoComplete="email" placeholder={t('sendRequest.placeholders.email')} maxLength={254} />
        </Field>
        <Field label={label('phone')} {...form.field('phone')}>
          <TextInput {...form.bind('phone')} type="tel" autoComplete="tel" placeholder={t('sendRequest.placeholders.phone')} maxLength={40} />
        </Field>
      </div>
    </FormSection>
  );
}
