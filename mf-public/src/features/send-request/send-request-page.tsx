import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDraft, type RequestDraft } from './request-draft';
import { RequestThanks } from './request-thanks';
import { SendRequestForm } from './send-request-form';
import { REQUEST_FORM_NAME } from './use-request-form';

/** The first field, focused after "Clear the form" so the keyboard starts where the form does. */
const FIRST_FIELD_ID = `${REQUEST_FORM_NAME}_first_name`;

/**
 * `/send-request`: the customer's landing page for a conference request (no login), drawn on the
 * plain parts (@portal/plain: no antd on its first paint). The document title stays the route's
 * (set by the shell); the heading here is the welcoming one. What the customer typed last time in
 * this browser (a draft, see `request-draft.ts`) is filled in again.
 */
export function SendRequestPage() {
  const { t } = useTranslation('public');
  const [sent, setSent] = useState(false);
  // Read once, when the page opens: later changes are the form's own.
  const [draft, setDraft] = useState<RequestDraft | null>(readDraft);
  // A new key gives a new, empty form (its own fields, rules and suggestions start over).
  const [formKey, setFormKey] = useState(0);

  const handleCleared = () => {
    setDraft(null);
    setFormKey((key) => key + 1);
    requestAnimationFrame(() => document.getElementById(FIRST_FIELD_ID)?.focus());
  };

  const handleSendAnother = () => {
    // A fresh form: nothing of the previous request is carried over.
    setDraft(null);
    setFormKey((key) => key + 1);
    setSent(false);
  };

  return (
    <section className="plain-page" aria-labelledby="send-request-title" style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <header style={{ marginBottom: 16 }}>
        <h1 className="plain-title" id="send-request-title" style={{ fontSize: 30, margin: 0 }}>
          {t('sendRequest.title')}
        </h1>
        {!sent && <span className="plain-secondary">{t('sendRequest.intro')}</span>}
      </header>
      {sent ? (
        <RequestThanks onSendAnother={handleSendAnother} />
      ) : (
        <SendRequestForm key={formKey} draft={draft} onSent={() => setSent(true)} onDraftCleared={handleCleared} />
      )}
    </section>
  );
}
