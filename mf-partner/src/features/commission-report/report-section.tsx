import { Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ReportSectionProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled part of the report page (a level-3 heading under the page's title). */
export function ReportSection({ title, intro, children }: ReportSectionProps) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={3} style={{ fontSize: 18, marginBottom: intro ? 4 : 12 }}>
        {title}
      </Typography.Title>
      {intro && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {intro}
        </Typography.Paragraph>
      )}
      {children}
    </section>
  );
}
