import type { Schemas } from '@portal/api-client';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRESENTATION_NS } from './texts';

export interface VenueGalleryProps {
  name: string;
  images: Schemas['PresentationImage'][];
}

/**
 * The venue's pictures as thumbnails (lazily loaded by the browser); each opens the large picture,
 * and the preview steps through all of them (antd's preview group, keyboard reachable).
 */
export function VenueGallery({ name, images }: VenueGalleryProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  if (images.length === 0) return null;
  return (
    <div role="group" aria-label={t('venue.gallery', { name })} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8, marginBottom: 16 }}>
      <Image.PreviewGroup>
        {images.map((image, index) => (
          <Image
            key={image.url}
            src={image.thumbnail_url ?? image.url}
            preview={{ src: image.url }}
            alt={t('venue.imageAlt', { name, number: index + 1, count: images.length })}
            loading="lazy"
            width="100%"
            style={{ aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6 }}
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
