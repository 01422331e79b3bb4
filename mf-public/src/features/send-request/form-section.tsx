import { Typography, Card } from '@portal/ui';
import type { ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  /** A sentence under the title that says what the section is for. */
  description?: string;
  children: ReactNode;
}

/** A titled group of fields: a `fieldset` with its `legend`, so assistive technology reads the group. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Card size="small" style={{ marginBottom: 16 }} styles={{ body: { padding: '16px 20px 4px' } }}>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ padding: 0, marginBottom: description ? 4 : 12, border: 0 }}>
          <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </Typography.Title>
        </legend>
        {description && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
            {description}
          </Typography.Paragraph>
        )}
        {children}
      </fieldset>
    </Card>
  );
}
