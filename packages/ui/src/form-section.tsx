import { Card } from 'antd';
import { useId, type ReactNode } from 'react';

export interface FormSectionProps {
  title: ReactNode;
  children: ReactNode;
}

/** A titled group of fields inside a form ("Adress", "Bilder"), announced as a group. */
export function FormSection({ title, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Card
      size="small"
      role="group"
      aria-labelledby={titleId}
      title={<span id={titleId}>{title}</span>}
      style={{ marginBottom: 16 }}
    >
      {children}
    </Card>
  );
}
