import { Alert } from '@portal/plain';

export interface PresentationNoticeProps {
  title: string;
  description?: string;
}

/** A notice over the presentation (an admin's preview, booking closed): an information box. */
export function PresentationNotice({ title, description }: PresentationNoticeProps) {
  return <Alert type="info" className="cp-section" title={title} description={description} />;
}
