import { Button, Result } from '@portal/plain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface RequestThanksProps {
  onSendAnother: () => void;
}

/**
 * Shown once the request is stored: thanks and a way to send one more. The words are the
 * customer's own, from this module's texts: the server's answer is written for the portal's staff
 * ("Lead created successfully") and is not shown here.
 */
export function RequestThanks({ onSendAnother }: RequestThanksProps) {
  const { t } = useTranslation('public');
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The form the customer was in is gone: move focus (and the view) to what replaced it.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <Result
      status="success"
      title={
        <h2 ref={titleRef} tabIndex={-1} style={{ font: 'inherit', margin: 0, outline: 'none' }}>
          {t('sendRequest.thanks.title')}
        </h2>
      }
      subTitle={t('sendRequest.thanks.text')}
      extra={
        <Button variant="primary" onClick={onSendAnother}>
          {t('sendRequest.thanks.again')}
        </Button>
      }
    />
  );
}
