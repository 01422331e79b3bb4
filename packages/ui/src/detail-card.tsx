import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface DetailCardProps {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** One part of a record's page (a quote's, a commission's): its title a heading (the page's outline), wrapping on a phone. */
export function DetailCard({ title, extra, children }: DetailCardProps) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      {children}
    </Card>
  );
}
