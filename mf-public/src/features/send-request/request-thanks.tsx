import { Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface RequestThanksProps {
  /** The server's answer, in the current language. */
  message: string;
  onSendAnother: () => void;
}

/** Shown once the request is stored: the server's thanks and a way to send one more. */
export function RequestThanks({ message, onSendAnother }: RequestThanksProps) {
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
      subTitle={message || t('sendRequest.thanks.fallback')}
      extra={
        <Button type="primary" onClick={onSendAnother}>
          {t('sendRequest.thanks.again')}
        </Button>
      }
    />
  );
}
