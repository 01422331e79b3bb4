import { Alert } from 'antd';

export interface PresentationNoticeProps {
  title: string;
  description?: string;
}

/** A notice over the presentation (an admin's preview, booking closed): antd's info Alert, its own chunk (issue 9). */
export function PresentationNotice({ title, description }: PresentationNoticeProps) {
  return <Alert type="info" showIcon style={{ marginBottom: 24 }} title={title} description={description} />;
}
