import { pickMessage, type Message } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUOTE_RESPONSE_NS } from './i18n';
import type { PendingSubmit } from './use-quote-editor';

export interface QuoteEditorActionsProps {
  /** The server's messages that name no field of the form. */
  otherErrors: Message[];
  canSubmit: boolean;
  canDeny: boolean;
  saving: boolean;
  submitting: boolean;
  denying: boolean;
  onSave: () => void;
  onSubmit: () => void;
  onDeny: () => void;
}

/** Under the form: the server's other messages, then Save and Submit, and Decline apart from them. */
export function QuoteEditorActions({ otherErrors, canSubmit, canDeny, saving, submitting, denying, onSave, onSubmit, onDeny }: QuoteEditorActionsProps) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const busy = saving || submitting || denying;
  return (
    <>
      {otherErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('errors.title')}
          description={otherErrors.map((message, index) => (
            <div key={index}>{pickMessage(message, language)}</div>
          ))}
        />
      )}
      <Flex justify="space-between" wrap gap={8}>
        <Flex gap={8} wrap>
          <Button onClick={onSave} loading={saving} disabled={busy && !saving}>
            {t('buttons.save')}
          </Button>
          {canSubmit && (
            <Button type="primary" onClick={onSubmit} loading={submitting} disabled={busy && !submitting}>
              {t('buttons.submit')}
            </Button>
          )}
        </Flex>
        {canDeny && (
          <Button danger onClick={onDeny} disabled={busy}>
            {t('buttons.deny')}
          </Button>
        )}
      </Flex>
    </>
  );
}

export interface SubmitQuoteDialogProps {
  /** The answer waiting for the venue's confirmation; the dialog is open while there is one. */
  toSubmit: PendingSubmit | null;
  submitting: boolean;
  onConfirm: () => Promise<void> | undefined;
  onCancel: () => void;
}

/** "Nothing can change after": the confirmation before submitting, with the quote's totals. */
export function SubmitQuoteDialog({ toSubmit, submitting, onConfirm, onCancel }: SubmitQuoteDialogProps) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  return (
    <Modal
      open={toSubmit !== null}
      title={t('submit.title')}
      okText={t('submit.ok')}
      cancelText={t('submit.cancel')}
      confirmLoading={submitting}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{t('submit.text')}</Typography.Paragraph>
      {toSubmit?.totals && (
        <Typography.Paragraph strong>
          {t('submit.total', { exVat: formatMoney(toSubmit.totals.exVat, language), incVat: formatMoney(toSubmit.totals.incVat, language) })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
