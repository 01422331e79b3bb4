import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { ApiError, pickMessage, type Message } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Button, Flex, Typography } from 'antd';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommissionFile } from './api/use-commission';
import { formatFileSize } from './commission-format';
import { PARTNER_COMMISSION_NS } from './texts';

/** Under 30 MB, as the server takes it. */
export const MAX_INVOICE_COPY_BYTES = 30 * 1024 * 1024;
/** What the picker offers: a PDF or an image (the server checks the content itself). */
export const INVOICE_COPY_ACCEPT = 'application/pdf,.pdf,image/jpeg,image/png,image/webp,image/gif';

type Rejection = { key: string; values: Record<string, string | number> } | { name: string; message: Message };

/** What the browser can check before a byte is sent: a PDF or an image, under 30 MB. */
export function checkInvoiceCopy(file: File): Rejection | null {
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!pdf && !file.type.startsWith('image/')) return { key: 'invoiceCopy.wrongType', values: { name: file.name } };
  if (file.size >= MAX_INVOICE_COPY_BYTES) return { key: 'invoiceCopy.tooBig', values: { name: file.name, max: 30 } };
  return null;
}

export interface InvoiceCopyFieldProps {
  file: CommissionFile | null;
  /** Stores the file at once; rejects with the server's reason (422 on `file`). */
  onUpload: (file: File) => Promise<CommissionFile>;
  onRemove: () => Promise<unknown>;
}

/**
 * The venue's invoice copy: one PDF or image, stored as soon as it is chosen; a new one replaces
 * the old, and it can be removed. A refusal (ours or the server's) is shown beside it.
 */
export function InvoiceCopyField({ file, onUpload, onRemove }: InvoiceCopyFieldProps) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [rejection, setRejection] = useState<Rejection | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file chosen again after a refusal must fire change once more.
    event.target.value = '';
    if (!chosen) return;
    const own = checkInvoiceCopy(chosen);
    setRejection(own);
    if (own) return;
    setUploading(true);
    try {
      await onUpload(chosen);
    } catch (error) {
      const server = error instanceof ApiError ? error.problem.fieldErrors.file : undefined;
      if (server) setRejection({ name: chosen.name, message: server });
      else if (error instanceof ApiError && error.problem.status === 413) setRejection({ key: 'invoiceCopy.tooBig', values: { name: chosen.name, max: 30 } });
      else setRejection({ key: 'invoiceCopy.failed', values: { name: chosen.name } });
    } finally {
      setUploading(false);
    }
  };

  const handleRemove = async () => {
    setRejection(null);
    setRemoving(true);
    try {
      await onRemove();
    } catch {
      setRejection({ key: 'invoiceCopy.removeFailed', values: { name: file?.name ?? '' } });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId} style={{ margin: '16px 0 24px' }}>
      <Typography.Text strong id={labelId} style={{ display: 'block', marginBottom: 8 }}>
        {t('invoiceCopy.title')}
      </Typography.Text>
      <Flex gap={8} wrap align="center">
        {file && (
          <Flex gap={8} align="center" wrap style={{ minWidth: 0 }}>
            <PaperClipOutlined aria-hidden />
            <Typography.Link href={file.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography.Link>
            <Typography.Text type="secondary">({formatFileSize(file.size, language)})</Typography.Text>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={removing}
              aria-label={t('invoiceCopy.remove', { name: file.name })}
              title={t('invoiceCopy.remove', { name: file.name })}
              onClick={() => void handleRemove()}
            />
          </Flex>
        )}
        <Button icon={<UploadOutlined aria-hidden />} loading={uploading} onClick={() => input.current?.click()}>
          {file ? t('invoiceCopy.replace') : t('invoiceCopy.add')}
        </Button>
      </Flex>
      <input
        ref={input}
        type="file"
        accept={INVOICE_COPY_ACCEPT}
        aria-label={t('invoiceCopy.title')}
        // Opened by the button. Not `hidden`: a stylesheet's display rule can override that attribute.
        style={{ display: 'none' }}
        onChange={(event) => void handleChange(event)}
      />
      <Typography.Text type="secondary" id={hintId} style={{ display: 'block', marginTop: 4 }}>
        {t('invoiceCopy.hint')}
      </Typography.Text>
      {rejection && (
        <div role="alert" style={{ marginTop: 4 }}>
          <Typography.Text type="danger">
            {'key' in rejection ? t(rejection.key, rejection.values) : `${rejection.name}: ${pickMessage(rejection.message, language)}`}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
