import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/customer-page.css';
import { PRESENTATION_NS } from './texts';

export interface PresentationFrameProps {
  /** Under the heading: whom it is for, when it was sent. */
  intro?: ReactNode;
  /** Beside the heading (the PDF download). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The page's heading and width, the same in every state (loading, a refused link, the presentation). */
export function PresentationFrame({ intro, actions, children }: PresentationFrameProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  return (
    <section aria-labelledby="presentation-title" className="plain-page cp-page" style={{ maxWidth: 1280 }}>
      <header className="cp-header">
        <div className="cp-header-text">
          <h1 id="presentation-title" className="cp-h1">
            {t('title')}
          </h1>
          {intro}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
