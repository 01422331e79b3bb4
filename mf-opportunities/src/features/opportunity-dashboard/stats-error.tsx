import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../i18n/dashboard';

/** The error state of both widgets: what failed and a retry. */
export function StatsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('opportunityDashboard');
  return <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={onRetry}>{t('retry')}</Button>} />;
}

