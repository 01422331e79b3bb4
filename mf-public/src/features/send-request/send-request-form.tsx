import { Button, Field, TextArea } from '@portal/plain';
import { useTranslation } from 'react-i18next';
import { AccommodationSection } from './accommodation-section';
import { ConferenceSection } from './conference-section';
import { ContactSection } from './contact-section';
import { DraftNotice } from './draft-notice';
import { FormSection } from './form-section';
import { LocationSection } from './location-section';
import { PreferencesSection } from './preferences-section';
import type { RequestDraft } from './request-draft';
import { RoomSection } from './room-section';
import { useRequestForm } from './use-request-form';

const MESSAGE_MAX = 5000;

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
  const { form, sending, clearDraft } = useRequestForm({ draft, onSent, onDraftCleared });
  const sections = { form };

  return (
    // noValidate: the app's rules alone speak, in the page's language (no browser bubbles for type=email).
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby="send-request-title">
      {draft && <DraftNotice onClear={clearDraft} />}
      {/* Every field is disabled while the request is on its way. */}
      <fieldset disabled={sending} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <ContactSection {...sections} />
        <ConferenceSection {...sections} />
        {form.values.conference_type === 'overnight' && <AccommodationSection {...sections} />}
        <RoomSection {...sections} />
        <LocationSection {...sections} sending={sending} />
        <PreferencesSection {...sections} />

        <FormSection title={t('sendRequest.sections.message')}>
          <Field label={t('sendRequest.fields.message')} {...form.field('message')}>
            <TextArea {...form.bind('message')} rows={4} maxLength={MESSAGE_MAX} showCount placeholder={t('sendRequest.placeholders.message')} />
          </Field>
        </FormSection>
      </fieldset>

      <div style={{ marginTop: 8 }}>
        {/* Enabled while sending, so it can show that it is busy; a second click does nothing then. */}
        <Button variant="primary" size="large" type="submit" loading={sending}>
          {t('sendRequest.submit')}
        </Button>
        <p className="plain-secondary" style={{ margin: '8px 0 24px' }}>{`${t('sendRequest.privacy')} ${t('sendRequest.draft.kept')}`}</p>
      </div>
    </form>
  );
}
