import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ApiError, pickMessage, type Message, type Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Typography } from './typography';
import { Button, Flex, Spin, theme } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

type StoredFile = Schemas['StoredFile'];

/** What the server stores (openapi `uploadFile`); anything else is turned away before uploading. */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** The server's limit is 30 MB per image. */
export const MAX_IMAGE_BYTES = 30 * 1024 * 1024;
const TILE = 104;

export interface ImageUploadProps {
  value?: StoredFile[];
  onChange?: (files: StoredFile[]) => void;
  /** How many images the field holds; the add button goes away at this count. */
  max: number;
  /** Stores one image, usually `uploadImage` from `@portal/platform`. */
  upload: (file: File) => Promise<StoredFile>;
  /** Accessible name of the group and the file input. */
  label: string;
  /** Given by Form.Item: its label points at the add button. */
  id?: string;
  disabled?: boolean;
}

/** Why a file was turned away, as a translation key and its values. */
type Rejection = { key: string; values: Record<string, string | number> } | { name: string; message: Message };

/** Checks what the browser can check before any byte is sent. */
export function checkImage(file: File): Rejection | null {
  if (!IMAGE_TYPES.includes(file.type)) return { key: 'imageUpload.wrongType', values: { name: file.name } };
  if (file.size >= MAX_IMAGE_BYTES) return { key: 'imageUpload.tooBig', values: { name: file.name, max: 30 } };
  return null;
}

/**
 * A field of images (a venue's pictures, a profile photo): thumbnails with a remove button each,
 * and an add button that checks type and size in the browser, uploads, and shows why a file was
 * turned away — by the browser or by the server's 422 — next to the field. Works as a Form.Item control.
 */
export function ImageUpload({ value = [], onChange, max, upload, label, id, disabled }: ImageUploadProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string[]>([]);
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const room = max - value.length - uploading.length;
  // The value as it is now, not as it was when an upload began: an image removed while other
  // files are still uploading must stay removed when they arrive.
  const latest = useRef(value);
  latest.current = value;

  const handleFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file chosen again after a rejection must fire change once more.
    event.target.value = '';
    const found: Rejection[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const rejection = checkImage(file);
      if (rejection) found.push(rejection);
      else if (accepted.length < room) accepted.push(file);
      else found.push({ key: 'imageUpload.tooMany', values: { name: file.name, max } });
    }
    setRejections(found);
    if (accepted.length === 0) return;

    setUploading(accepted.map((file) => file.name));
    // One after another, each shown as soon as it is stored, so one failure keeps the others.
    for (const file of accepted) {
      try {
        const stored = await upload(file);
        latest.current = [...latest.current, stored];
        onChange?.(latest.current);
      } catch (error) {
        const serverText = error instanceof ApiError ? error.problem.fieldErrors.file : undefined;
        found.push(serverText ? { name: file.name, message: serverText } : { key: 'imageUpload.failed', values: { name: file.name } });
        setRejections([...found]);
      }
      setUploading((names) => names.slice(1));
    }
  };

  const remove = (file: StoredFile) => {
    setRejections([]);
    latest.current = latest.current.filter((other) => other.id !== file.id);
    onChange?.(latest.current);
  };

  return (
    <div role="group" aria-label={label}>
      <Flex wrap gap={8}>
        {value.map((file, index) => (
          <div key={file.id} style={{ position: 'relative', width: TILE, height: TILE }}>
            <img
              src={file.thumbnail_url}
              alt={t('imageUpload.imageAlt', { number: index + 1, label })}
              width={TILE}
              height={TILE}
              style={{ objectFit: 'cover', borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorder}` }}
            />
            <Button
              size="small"
              shape="circle"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('imageUpload.remove', { number: index + 1 })}
              disabled={disabled}
              onClick={() => remove(file)}
              style={{ position: 'absolute', top: 4, right: 4 }}
            />
          </div>
        ))}
        {uploading.map((name, index) => (
          <Flex
            key={`${name}-${index}`}
            vertical
            align="center"
            justify="center"
            role="status"
            style={{ width: TILE, height: TILE, borderRadius: token.borderRadiusLG, border: `1px dashed ${token.colorBorder}` }}
          >
            <Spin size="small" />
            <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 4 }}>
              {t('imageUpload.uploading')}
            </Typography.Text>
          </Flex>
        ))}
        {room > 0 && (
          <Button
            id={id}
            disabled={disabled}
            onClick={() => input.current?.click()}
            style={{ width: TILE, height: TILE, borderStyle: 'dashed', whiteSpace: 'normal', padding: 8 }}
          >
            <Flex vertical align="center" gap={4}>
              <PlusOutlined />
              {t('imageUpload.add')}
            </Flex>
          </Button>
        )}
      </Flex>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple={room > 1}
        aria-label={label}
        // Opened by the add button. Not `hidden`: a stylesheet's display rule can override that attribute.
        style={{ display: 'none' }}
        onChange={(event) => void handleFiles(event)}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
        {t('imageUpload.hint', { count: value.length, max })}
      </Typography.Text>
      {rejections.length > 0 && (
        <div role="alert">
          {rejections.map((rejection, index) => (
            <Typography.Text key={index} type="danger" style={{ display: 'block' }}>
              {'key' in rejection ? t(rejection.key, rejection.values) : `${rejection.name}: ${pickMessage(rejection.message, language)}`}
            </Typography.Text>
          ))}
        </div>
      )}
    </div>
  );
}
