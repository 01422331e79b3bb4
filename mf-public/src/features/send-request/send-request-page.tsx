import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestThanks } from './request-thanks';
import { SendRequestForm } from './send-request-form';

/**
 * `/send-request`: the customer's landing page for a conference request (no login). The document
 * title stays the route's (set by the shell); the heading here is the welcoming one.
 */
export function SendRequestPage() {
  const { t } = useTranslation('public');
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  return (
    <section aria-labelledby="send-request-title" style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <header style={{ marginBottom: 16 }}>
        <Typography.Title level={1} id="send-request-title" style={{ fontSize: 30, margin: 0 }}>
          {t('sendRequest.title')}
        </Typography.Title>
        {sentMessage === null && <Typography.Text type="secondary">{t('sendRequest.intro')}</Typography.Text>}
      </header>
      {sentMessage === null ? (
        <SendRequestForm onSent={setSentMessage} />
      ) : (
        // A fresh form on "send another": nothing of the previous request is carried over.
        <RequestThanks message={sentMessage} onSendAnother={() => setSentMessage(null)} />
      )}
    </section>
  );
}
