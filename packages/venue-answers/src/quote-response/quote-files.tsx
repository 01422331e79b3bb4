import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ApiError, pickMessage, type Message } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { formatFileSize, IMAGE_TYPES, MAX_IMAGE_BYTES, UploadingTile } from '@portal/ui';
import { Button, Flex, theme, Typography } from 'antd';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_RESPONSE_NS } from './i18n';
import type { QuoteFile, QuoteFileKind } from './quote-form-values';

/** SPEC §5: up to 3 images per quote response. */
export const MAX_QUOTE_IMAGES = 3;
/** The same limit as for images (SPEC §5: under 30 MB), for the attachment too. */
export const MAX_QUOTE_FILE_BYTES = MAX_IMAGE_BYTES;
/** What the server takes as the attachment (it checks the content); the picker offers these. */
export const ATTACHMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.odt', '.ods', '.odp', '.rtf'] as const;
const TILE = 104;

/** Why a file was turned away: a text of ours (key and values) or the server's. */
export type FileRejection = { key: string; values: Record<string, string | number> } | { name: string; message: Message };

/** What the browser can check before a byte is sent: the kind of file by its type or name, and its size. */
export function checkQuoteFile(file: File, kind: QuoteFileKind): FileRejection | null {
  if (kind === 'image' && !IMAGE_TYPES.includes(file.type)) return { key: 'files.wrongImageType', values: { name: file.name } };
  if (kind === 'attachment') {
    const name = file.name.toLowerCase();
    if (!ATTACHMENT_EXTENSIONS.some((extension) => name.endsWith(extension))) return { key: 'files.wrongAttachmentType', values: { name: file.name } };
  }
  if (file.size >= MAX_QUOTE_FILE_BYTES) return { key: 'files.tooBig', values: { name: file.name, max: 30 } };
  return null;
}

export interface QuoteFilesEditorProps {
  files: QuoteFile[];
  /** Stores one file; rejects with the server's reason (422 on `file`) as an ApiError. */
  onUpload: (file: File, kind: QuoteFileKind) => Promise<QuoteFile>;
  onRemove: (file: QuoteFile) => Promise<unknown>;
}

function rejectionOf(error: unknown, file: File, fallbackKey: string): FileRejection {
  if (error instanceof ApiError) {
    const serverText = error.problem.fieldErrors.file;
    if (serverText) return { name: file.name, message: serverText };
    if (error.problem.status === 413) return { key: 'files.tooBig', values: { name: file.name, max: 30 } };
  }
  return { key: fallbackKey, values: { name: file.name } };
}

function Rejections({ rejections }: { rejections: FileRejection[] }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  if (rejections.length === 0) return null;
  return (
    <div role="alert" style={{ marginTop: 4 }}>
      {rejections.map((rejection, index) => (
        <Typography.Text key={index} type="danger" style={{ display: 'block' }}>
          {'key' in rejection ? t(rejection.key, rejection.values) : `${rejection.name}: ${pickMessage(rejection.message, language)}`}
        </Typography.Text>
      ))}
    </div>
  );
}

/**
 * The quote's attachment (one PDF or office document; a new one replaces the old) and up to three
 * images. Each file is checked in the browser (kind, under 30 MB), then stored at once; the
 * server's refusal is shown next to its field.
 */
export function QuoteFilesEditor({ files, onUpload, onRemove }: QuoteFilesEditorProps) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const { token } = theme.useToken();
  const attachmentInput = useRef<HTMLInputElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const attachmentLabelId = useId();
  const imagesLabelId = useId();
  const [uploading, setUploading] = useState<{ attachment: boolean; images: string[] }>({ attachment: false, images: [] });
  const [removing, setRemoving] = useState<number[]>([]);
  const [attachmentRejections, setAttachmentRejections] = useState<FileRejection[]>([]);
  const [imageRejections, setImageRejections] = useState<FileRejection[]>([]);

  const attachment = files.find((file) => file.kind === 'attachment');
  const images = files.filter((file) => file.kind === 'image');
  const room = MAX_QUOTE_IMAGES - images.length - uploading.images.length;

  const handleAttachment = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal must fire change once more.
    event.target.value = '';
    if (!file) return;
    const rejection = checkQuoteFile(file, 'attachment');
    setAttachmentRejections(rejection ? [rejection] : []);
    if (rejection) return;
    setUploading((state) => ({ ...state, attachment: true }));
    try {
      await onUpload(file, 'attachment');
    } catch (error) {
      setAttachmentRejections([rejectionOf(error, file, 'files.failed')]);
    } finally {
      setUploading((state) => ({ ...state, attachment: false }));
    }
  };

  const handleImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const found: FileRejection[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const rejection = checkQuoteFile(file, 'image');
      if (rejection) found.push(rejection);
      else if (accepted.length < room) accepted.push(file);
      else found.push({ key: 'files.tooManyImages', values: { name: file.name, max: MAX_QUOTE_IMAGES } });
    }
    setImageRejections(found);
    if (accepted.length === 0) return;
    setUploading((state) => ({ ...state, images: accepted.map((file) => file.name) }));
    // One after another, so that one refusal keeps the others.
    for (const file of accepted) {
      try {
        await onUpload(file, 'image');
      } catch (error) {
        found.push(rejectionOf(error, file, 'files.failed'));
        setImageRejections([...found]);
      }
      setUploading((state) => ({ ...state, images: state.images.slice(1) }));
    }
  };

  const handleRemove = async (file: QuoteFile, setRejections: (rejections: FileRejection[]) => void) => {
    setRejections([]);
    setRemoving((ids) => [...ids, file.id]);
    try {
      await onRemove(file);
    } catch {
      setRejections([{ key: 'files.removeFailed', values: { name: file.name } }]);
    } finally {
      setRemoving((ids) => ids.filter((id) => id !== file.id));
    }
  };

  return (
    <Flex vertical gap={24}>
      <div role="group" aria-labelledby={attachmentLabelId}>
        <Typography.Title level={3} id={attachmentLabelId} style={{ fontSize: 16 }}>
          {t('files.attachment')}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          {attachment && (
            <Flex gap={8} align="center" style={{ minWidth: 0 }}>
              <PaperClipOutlined aria-hidden />
              <Typography.Link href={attachment.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {attachment.name}
              </Typography.Link>
              <Typography.Text type="secondary">({formatFileSize(attachment.size, language)})</Typography.Text>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                loading={removing.includes(attachment.id)}
                aria-label={t('files.removeNamed', { name: attachment.name })}
                title={t('files.removeNamed', { name: attachment.name })}
                onClick={() => void handleRemove(attachment, setAttachmentRejections)}
              />
            </Flex>
          )}
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading.attachment} onClick={() => attachmentInput.current?.click()}>
            {attachment ? t('files.replaceAttachment') : t('files.addAttachment')}
          </Button>
        </Flex>
        <input
          ref={attachmentInput}
          type="file"
          accept={ATTACHMENT_EXTENSIONS.join(',')}
          aria-label={t('files.attachment')}
          // Opened by the button. Not `hidden`: a stylesheet's display rule can override that attribute.
          style={{ display: 'none' }}
          onChange={(event) => void handleAttachment(event)}
        />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {t('files.attachmentHint')}
        </Typography.Text>
        <Rejections rejections={attachmentRejections} />
      </div>

      <div role="group" aria-labelledby={imagesLabelId}>
        <Typography.Title level={3} id={imagesLabelId} style={{ fontSize: 16 }}>
          {t('files.images')}
        </Typography.Title>
        <Flex wrap gap={8}>
          {images.map((image, index) => (
            <div key={image.id} style={{ position: 'relative', width: TILE, height: TILE }}>
              <img
                src={image.thumbnail_url ?? image.url}
                alt={t('files.imageAlt', { number: index + 1, name: image.name })}
                width={TILE}
                height={TILE}
                style={{ objectFit: 'cover', borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorder}` }}
              />
              <Button
                size="small"
                shape="circle"
                danger
                icon={<DeleteOutlined aria-hidden />}
                loading={removing.includes(image.id)}
                aria-label={t('files.removeImage', { number: index + 1 })}
                title={t('files.removeImage', { number: index + 1 })}
                onClick={() => void handleRemove(image, setImageRejections)}
                style={{ position: 'absolute', top: 4, right: 4 }}
              />
            </div>
          ))}
          {uploading.images.map((name, index) => (
            <UploadingTile key={`${name}-${index}`} label={t('files.uploading')} />
          ))}
          {room > 0 && (
            <Button
              onClick={() => imageInput.current?.click()}
              style={{ width: TILE, height: TILE, borderStyle: 'dashed', whiteSpace: 'normal', padding: 8 }}
            >
              <Flex vertical align="center" gap={4}>
                <PlusOutlined aria-hidden />
                {t('files.addImage')}
              </Flex>
            </Button>
          )}
        </Flex>
        <input
          ref={imageInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple={room > 1}
          aria-label={t('files.images')}
          style={{ display: 'none' }}
          onChange={(event) => void handleImages(event)}
        />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {t('files.imagesHint', { count: images.length, max: MAX_QUOTE_IMAGES })}
        </Typography.Text>
        <Rejections rejections={imageRejections} />
      </div>
    </Flex>
  );
}

/** The files as answered (read only): the attachment to open, the images to look at. */
export function QuoteFilesView({ files }: { files: QuoteFile[] }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const { token } = theme.useToken();
  const attachment = files.find((file) => file.kind === 'attachment');
  const images = files.filter((file) => file.kind === 'image');
  if (files.length === 0) return <Typography.Text type="secondary">{t('files.none')}</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      {attachment && (
        <Flex gap={8} align="center" wrap>
          <PaperClipOutlined aria-hidden />
          <Typography.Link href={attachment.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {attachment.name}
          </Typography.Link>
          <Typography.Text type="secondary">({formatFileSize(attachment.size, language)})</Typography.Text>
        </Flex>
      )}
      {images.length > 0 && (
        <Flex wrap gap={8}>
          {images.map((image, index) => (
            <a key={image.id} href={image.url} target="_blank" rel="noopener noreferrer">
              <img
                src={image.thumbnail_url ?? image.url}
                alt={t('files.imageAlt', { number: index + 1, name: image.name })}
                width={TILE}
                height={TILE}
                style={{ objectFit: 'cover', borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorder}` }}
              />
            </a>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
