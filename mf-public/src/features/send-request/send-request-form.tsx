import { LightField, LightForm, Typography } from '@portal/ui';
import { Button, Input } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AccommodationSection } from './accommodation-section';
import { ConferenceSection } from './conference-section';
import { ContactSection } from './contact-section';
import { FormSection } from './form-section';
import { LocationSection } from './location-section';
import { PreferencesSection } from './preferences-section';
import type { RequestDraft } from './request-draft';
import { RoomSection } from './room-section';
import type { LeadFormValues } from './to-lead-input';
import { useLeadFormRules } from './use-lead-form-rules';
import { useRequestForm } from './use-request-form';

const MESSAGE_MAX = 5000;

/** The notice over a restored draft (antd's Alert): fetched only when there is a draft to restore (issue 9). */
const DraftNotice = lazy(() => import('./draft-notice'));

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
  const rules = useLeadFormRules();
  const { form, sending, finish, clearDraft } = useRequestForm({ draft, onSent, onDraftCleared });
  const conferenceType = form.getFieldValue('conference_type') as LeadFormValues['conference_type'] | undefined;
  const sections = { form, rules };

  return (
    // noValidate (LightForm): the app's rules alone speak, in the page's language (no browser bubbles for type=email).
    <LightForm<LeadFormValues> form={form} onFinish={finish} disabled={sending}>
      {draft && (
        <Suspense fallback={null}>
          <DraftNotice onClear={clearDraft} />
        </Suspense>
      )}
      <ContactSection {...sections} />
      <ConferenceSection {...sections} />
      {conferenceType === 'overnight' && <AccommodationSection {...sections} />}
      <RoomSection {...sections} />
      <LocationSection {...sections} sending={sending} />
      <PreferencesSection {...sections} />

      <FormSection title={t('sendRequest.sections.message')}>
        <LightField form={form} name="message" label={t('sendRequest.fields.message')} rules={rules.message}>
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
        <Button type="primary" size="large" htmlType="submit" loading={sending} disabled={false}>
          {t('sendRequest.submit')}
        </Button>
      </LightField>
    </LightForm>
  );
}
