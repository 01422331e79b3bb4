import type { Schemas } from '@portal/api-client';
import { theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESENTATION_NS } from './texts';

/** antd's preview group (zoom, rotate, its icons): fetched when a picture is first opened (issue 9). */
const VenueGalleryPreview = lazy(async () => ({ default: (await import('./venue-gallery-preview')).VenueGalleryPreview }));

export interface VenueGalleryProps {
  name: string;
  images: Schemas['PresentationImage'][];
}

/**
 * The venue's pictures as thumbnails (lazily loaded by the browser); each is a button (named by its
 * picture's text) that opens the large picture, and the preview steps through all of them (antd's preview group).
 */
export function VenueGallery({ name, images }: VenueGalleryProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const { token } = theme.useToken();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const alt = (index: number) => t('venue.imageAlt', { name, number: index + 1, count: images.length });
  return (
    <div role="group" aria-label={t('venue.gallery', { name })} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8, marginBottom: 16 }}>
      {images.map((image, index) => (
        <button
          key={image.url}
          type="button"
          onClick={() => setOpen(index)}
          style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in', borderRadius: 6, outlineOffset: 2, minWidth: 0 }}
        >
          <img
            src={image.thumbnail_url ?? image.url}
            alt={alt(index)}
            loading="lazy"
            style={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6, background: token.colorFillTertiary }}
          />
        </button>
      ))}
      {open !== null && (
        <Suspense fallback={null}>
          <VenueGalleryPreview images={images} alt={alt} current={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
