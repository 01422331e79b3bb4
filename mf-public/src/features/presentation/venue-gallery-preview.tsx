import type { Schemas } from '@portal/api-client';
import { Image } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';

export interface VenueGalleryPreviewProps {
  images: Schemas['PresentationImage'][];
  alt: (index: number) => string;
  /** The picture shown first. */
  current: number;
  onClose: () => void;
}

/**
 * The large pictures (antd's preview group: zoom, rotate, step through all of them with the
 * keyboard), opened on the picture chosen; its own chunk, fetched on the first click (issue 9).
 */
export function VenueGalleryPreview({ images, alt, current, onClose }: VenueGalleryPreviewProps) {
  return (
    <Image.PreviewGroup
      items={images.map((image, index) => ({ src: image.url, alt: alt(index) }))}
      preview={{
        open: true,
        current,
        onOpenChange: (open) => !open && onClose(),
        // The large picture keeps its text (the preview draws its own img without it).
        imageRender: (node, info) => (isValidElement(node) ? cloneElement(node as ReactElement<{ alt?: string }>, { alt: alt(info.current) }) : node),
      }}
    />
  );
}
