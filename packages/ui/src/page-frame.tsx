import { usePageTitle } from '@portal/platform';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageFrameProps {
  title: string;
  /** Shown under the title. */
  subtitle?: ReactNode;
  /** Actions at the right of the title (buttons, filters). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of every page: a heading that is also the document title, actions, content. */
export function PageFrame({ title, subtitle, extra, children }: PageFrameProps) {
  usePageTitle(title);
  return (
    <section className="page-frame" aria-labelledby="page-title">
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} id="page-title" style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
        {extra && (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        )}
      </Flex>
      {children}
    </section>
  );
}
