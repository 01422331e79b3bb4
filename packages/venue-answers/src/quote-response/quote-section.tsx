import { Card, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

export interface QuoteSectionProps {
  title: string;
  /** Under the title, before the content. */
  intro?: ReactNode;
  children: ReactNode;
}

/** One part of the quote page: a card whose title is a heading (wrapping on a phone) labelling the section. */
export function QuoteSection({ title, intro, children }: QuoteSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card
        title={
          <Typography.Title level={2} id={titleId} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </Typography.Title>
        }
        styles={{ title: { whiteSpace: 'normal' } }}
        style={{ marginBottom: 16 }}
      >
        {intro && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {intro}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
    </section>
  );
}
