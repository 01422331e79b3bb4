import { ApiError, pickMessage, type components } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Alert, Descriptions, Form, Input, Skeleton, Tabs, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMailPreview, type MailPreviewRequest } from './use-mail-preview';

type PreviewedMail = components['schemas']['MailPreview'];

/** As long as the server takes (the contract's maxLength). */
export const PERSONAL_MESSAGE_MAX = 2000;

export interface MailPreviewProps extends MailPreviewRequest {
  /**
   * Shows the "Personligt meddelande" field (controlled by `message`); off where the dialog's own
   * form holds the message (the preliminary booking request).
   */
  onMessageChange?: (message: string) => void;
  /** What the preview waits for while it is not `enabled` (by default: a venue to be chosen). */
  waiting?: string;
}

/**
 * "Förhandsgranska e-post" (issue 26 §3): the admin's personal message and, below it, each mail
 * the action would send now as its recipient will read it, one tab per recipient when several.
 */
export function MailPreview({ onMessageChange, waiting, ...request }: MailPreviewProps) {
  const { t } = useTranslation('opportunities');
  const headingId = useId();
  const mails = useMailPreview(request);
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 16 }}>
      {onMessageChange && (
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('venues.mail.message')}
            // The count in the help line: antd's own count would sit on top of the help.
            extra={`${t('venues.mail.messageHelp', { max: PERSONAL_MESSAGE_MAX })} (${request.message.length} / ${PERSONAL_MESSAGE_MAX})`}
            htmlFor={`${headingId}-message`}
          >
            <Input.TextArea
              id={`${headingId}-message`}
              rows={3}
              maxLength={PERSONAL_MESSAGE_MAX}
              value={request.message}
              onChange={(event) => onMessageChange(event.target.value)}
            />
          </Form.Item>
        </Form>
      )}
      <Typography.Title level={5} id={headingId} style={{ marginTop: 0 }}>
        {t('venues.mail.preview')}
      </Typography.Title>
      <MailPreviewBody mails={mails} enabled={request.enabled !== false} waiting={waiting ?? t('venues.mail.waiting')} />
    </section>
  );
}

function MailPreviewBody({ mails, enabled, waiting }: { mails: ReturnType<typeof useMailPreview>; enabled: boolean; waiting: string }) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  if (!enabled) return <Typography.Paragraph type="secondary">{waiting}</Typography.Paragraph>;
  if (mails.isError) {
    const problem = mails.error instanceof ApiError ? mails.error.problem : undefined;
    const said = [problem?.message, ...Object.values(problem?.fieldErrors ?? {})].map((message) => pickMessage(message, language)).filter(Boolean);
    return <Alert type="warning" showIcon title={t('venues.mail.failed')} description={said.join(' ')} />;
  }
  if (!mails.data) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  if (mails.data.length === 0) return <Typography.Paragraph type="secondary">{t('venues.mail.none')}</Typography.Paragraph>;
  if (mails.data.length === 1) return <PreviewedMailView mail={mails.data[0]!} />;
  return (
    <Tabs
      size="small"
      items={mails.data.map((mail, index) => ({
        key: `${index}`,
        label: mail.to,
        children: <PreviewedMailView mail={mail} />,
      }))}
    />
  );
}

function PreviewedMailView({ mail }: { mail: PreviewedMail }) {
  const { t } = useTranslation('opportunities');
  return (
    <div data-testid="mail-preview">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'to', label: t('venues.mail.to'), children: `${mail.to} (${t(`venues.language.${mail.language}`)})` },
          { key: 'subject', label: t('venues.mail.subject'), children: mail.subject },
        ]}
      />
      <div
        // A scrolling region a keyboard reaches: the body as the recipient reads it (the text part).
        role="region"
        aria-label={t('venues.mail.body', { to: mail.to })}
        tabIndex={0}
        lang={mail.language}
        data-testid="mail-preview-text"
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: 240,
          overflowY: 'auto',
          padding: 12,
          marginTop: 8,
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          background: '#fafafa',
        }}
      >
        {mail.text}
      </div>
    </div>
  );
}
