import { Typography } from '@portal/ui';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
    <section aria-labelledby="presentation-title" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <Flex component="header" justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={1} id="presentation-title" style={{ fontSize: 30, margin: 0 }}>
            {t('title')}
          </Typography.Title>
          {intro}
        </div>
        {actions}
      </Flex>
      {children}
    </section>
  );
}
