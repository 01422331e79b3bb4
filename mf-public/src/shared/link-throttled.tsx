import type { ApiError } from '@portal/api-client';
import { Result, Typography } from '@portal/ui';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
// The module's `public` namespace (registered by the entry already; imported here so the
// component never depends on what was loaded before it).
import '../i18n';

export interface LinkThrottledProps {
  error: ApiError;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A link page the API would not open yet (429, `linkThrottling`): says why, how long to wait (from Retry-After)
 * and where the working link is, in the module's own words, with a retry. Never a toast.
 */
export function LinkThrottled({ error, onRetry, retrying = false }: LinkThrottledProps) {
  const { t } = useTranslation('public');
  const seconds = error.problem.retryAfter;
  return (
    <Result
      status="warning"
      title={t('linkThrottled.title')}
      subTitle={
        <>
          <Typography.Paragraph>{seconds ? t('linkThrottled.wait', { count: Math.ceil(seconds / 60) }) : t('linkThrottled.waitAWhile')}</Typography.Paragraph>
          <Typography.Paragraph>{t('linkThrottled.text')}</Typography.Paragraph>
        </>
      }
      extra={
        <Button loading={retrying} onClick={onRetry}>
          {t('linkThrottled.retry')}
        </Button>
      }
    />
  );
}
