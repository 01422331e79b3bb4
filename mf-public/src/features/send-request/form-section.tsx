import { Card } from '@portal/plain';
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
    <Card size="small" style={{ marginBottom: 16 }} bodyStyle={{ padding: '16px 20px 0' }}>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ padding: 0, marginBottom: description ? 4 : 12, border: 0 }}>
          <h3 className="plain-title" style={{ fontSize: 18, margin: 0 }}>
            {title}
          </h3>
        </legend>
        {description && (
          <p className="plain-secondary" style={{ margin: '0 0 12px' }}>
            {description}
          </p>
        )}
        {children}
      </fieldset>
    </Card>
  );
}
