import type { ReactNode } from 'react';

/** A customer's link page: its heading (the page's name, `id` names the region), what it says under it, then its content. */
export function LinkPageFrame({ id, title, maxWidth, intro, children }: { id: string; title: string; maxWidth: number; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="plain-page cp-page" style={{ maxWidth }}>
      <header style={{ marginBottom: 16 }}>
        <h1 id={id} className="cp-h1">
          {title}
        </h1>
        {intro}
      </header>
      {children}
    </section>
  );
}
