import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { pickMessage, type Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Button, Flex, theme, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, useImageUploads } from './use-image-uploads';
import { TILE, UploadingTile } from './uploading-tile';

export { checkImage, IMAGE_TYPES, MAX_IMAGE_BYTES } from './use-image-uploads';

type StoredFile = Schemas['StoredFile'];


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

/**
 * A field of images (a venue's pictures, a profile photo): thumbnails with a remove button each,
 * and an add button that checks type and size in the browser, uploads, and shows why a file was
 * turned away — by the browser or by the server's 422 — next to the field. Works as a Form.Item control.
 */
export function ImageUpload({ value = [], onChange, max, upload, label, id, disabled }: ImageUploadProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const { uploading, rejections, room, handleFiles, remove } = useImageUploads(value, onChange, max, upload);

  return (
    <div role="group" aria-label={label}>
      <Flex wrap gap={8}>
        {value.map((file, index) => (
          <ImageTile key={file.id} file={file} number={index + 1} label={label} disabled={disabled} onRemove={() => remove(file)} />
        ))}
        {uploading.map((name, index) => (
          <UploadingTile key={`${name}-${index}`} label={t('imageUpload.uploading')} />
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

/** A stored image's thumbnail with its remove button. */
function ImageTile({ file, number, label, disabled, onRemove }: { file: StoredFile; number: number; label: string; disabled?: boolean; onRemove: () => void }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <div style={{ position: 'relative', width: TILE, height: TILE }}>
      <img
        src={file.thumbnail_url}
        alt={t('imageUpload.imageAlt', { number, label })}
        width={TILE}
        height={TILE}
        style={{ objectFit: 'cover', borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorder}` }}
      />
      <Button
        size="small"
        shape="circle"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('imageUpload.remove', { number })}
        disabled={disabled}
        onClick={onRemove}
        style={{ position: 'absolute', top: 4, right: 4 }}
      />
    </div>
  );
}
