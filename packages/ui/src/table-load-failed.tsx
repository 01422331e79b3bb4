import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A list that could not be fetched, with a retry (antd's Alert): fetched only then (issue 9). */
export function TableLoadFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return <Alert type="error" showIcon title={t('table.loadFailed')} action={onRetry && <Button onClick={onRetry}>{t('actions.retry')}</Button>} />;
}
