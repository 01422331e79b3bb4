import type { ApiError } from '@portal/api-client';
import { Button, Result } from '@portal/plain';
import { useTranslation } from 'react-i18next';
// The module's `public` namespace (registered by the entry already; imported here so the
// component never depends on what was loaded before it).
import '../i18n';

export interface LinkThrottledProps {
  error: ApiError;
  onRetry: () => void;
  retrying?: boolean;
}

const paragraph = { margin: '0 0 1em', color: 'var(--portal-color-text)' } as const;

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
          <p style={paragraph}>{seconds ? t('linkThrottled.wait', { count: Math.ceil(seconds / 60) }) : t('linkThrottled.waitAWhile')}</p>
          <p style={paragraph}>{t('linkThrottled.text')}</p>
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
