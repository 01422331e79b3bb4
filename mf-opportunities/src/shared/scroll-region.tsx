import type { ReactNode } from 'react';

export interface ScrollRegionProps {
  /** The region's name (the table's own). */
  label: string;
  children: ReactNode;
}

/**
 * A wide table's frame: on a phone it scrolls sideways in a region of its own that the keyboard
 * reaches (axe: scrollable regions need keyboard access; antd's own scroll box takes no tabIndex),
 * so no name or figure is cut or broken inside a word.
 */
export function ScrollRegion({ label, children }: ScrollRegionProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
