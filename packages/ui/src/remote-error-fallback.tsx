import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RemoteErrorFallbackProps {
  /** The module that could not be loaded. */
  name: string;
  onRetry: () => void;
}

/** Shown in a module's area when the module cannot be loaded; the rest of the portal keeps working. */
export function RemoteErrorFallback({ name, onRetry }: RemoteErrorFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={t('remote.unavailableTitle')}
      subTitle={t('remote.unavailableText', { name })}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}
