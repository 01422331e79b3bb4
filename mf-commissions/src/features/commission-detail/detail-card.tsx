import { Typography, Card } from '@portal/ui';
import type { ReactNode } from 'react';

export interface DetailCardProps {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** One part of the commission's page: its title a heading (the page's outline), wrapping on a phone. */
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
