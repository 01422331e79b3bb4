import { Alert, Button, Skeleton, Typography, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SectionCardProps {
  title: string;
  /** Beside the title (a button). */
  extra?: ReactNode;
  /** Between the title and the content whatever the content's state (a toolbar). */
  before?: ReactNode;
  loading: boolean;
  /** The content could not be loaded: this text with a retry instead of the content. */
  loadError: string | false;
  onRetry: () => void;
  children?: ReactNode;
}

/**
 * A part of a record's page below its form (the needs analysis, the rows, the venues): its title
 * as a heading, a skeleton while it loads, an error with a retry when it cannot, else its content.
 */
export function SectionCard({ title, extra, before, loading, loadError, onRetry, children }: SectionCardProps) {
  const { t } = useTranslation('common');
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      style={{ marginTop: 24 }}
      // A long title wraps on a phone instead of being cut off.
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      {before}
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : loadError ? (
        <Alert
          type="error"
          showIcon
          title={loadError}
          action={
            <Button size="small" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          }
        />
      ) : (
        children
      )}
    </Card>
  );
}
