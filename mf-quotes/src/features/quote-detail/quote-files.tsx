import { PaperClipOutlined } from '@ant-design/icons';
import { useLanguage } from '@portal/platform';
import { DetailCard } from '@portal/ui';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuoteFile } from '../../api/quote-types';
import { formatFileSize } from './format-quote';

export interface QuoteFilesProps {
  files: QuoteFile[];
}

const THUMBNAIL_PX = 120;

/** The venue's pictures (thumbnails, each opening the whole image) and its attachment (a download). */
export function QuoteFiles({ files }: QuoteFilesProps) {
  const { t } = useTranslation('quotes', { keyPrefix: 'quoteDetail.files' });
  const language = useLanguage();
  const images = files.filter((file) => file.kind === 'image');
  const attachments = files.filter((file) => file.kind === 'attachment');
  return (
    <DetailCard title={t('title')}>
      {files.length === 0 ? (
        <Typography.Text type="secondary">{t('empty')}</Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          {images.length > 0 && (
            <ul aria-label={t('images')} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
              {images.map((image) => (
                <li key={image.id}>
                  <a href={image.url} target="_blank" rel="noopener noreferrer" title={t('openImage', { name: image.name })}>
                    <img
                      src={image.thumbnail_url ?? image.url}
                      alt={t('openImage', { name: image.name })}
                      width={THUMBNAIL_PX}
                      height={THUMBNAIL_PX}
                      loading="lazy"
                      style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {attachments.map((attachment) => (
            <div key={attachment.id}>
              <PaperClipOutlined aria-hidden />{' '}
              <a href={attachment.url} download={attachment.name}>
                {t('download', { name: attachment.name })}
              </a>{' '}
              <Typography.Text type="secondary">({formatFileSize(attachment.size, language)})</Typography.Text>
            </div>
          ))}
        </Flex>
      )}
    </DetailCard>
  );
}
