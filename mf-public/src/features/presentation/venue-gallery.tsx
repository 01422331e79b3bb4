import type { Schemas } from '@portal/api-client';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESENTATION_NS } from './texts';

/** antd's preview group (zoom, rotate, its icons): fetched when a picture is first opened, never before (issues 9, 25). */
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
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const alt = (index: number) => t('venue.imageAlt', { name, number: index + 1, count: images.length });
  return (
    <div role="group" aria-label={t('venue.gallery', { name })} className="cp-gallery">
      {images.map((image, index) => (
        <button key={image.url} type="button" onClick={() => setOpen(index)}>
          <img src={image.thumbnail_url ?? image.url} alt={alt(index)} loading="lazy" />
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
