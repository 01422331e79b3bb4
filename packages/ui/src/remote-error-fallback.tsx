import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * `unavailable`: the part of the portal could not be loaded (its server does not answer, a
 * deployment is half done). `crashed`: it was loaded, and then failed while being shown.
 * `incompatible`: it needs what this version of the portal does not provide (issue 24).
 * `outdated`: this tab runs an older release of it than the one now deployed: a reload is needed.
 */
export type RemoteFailure = 'unavailable' | 'crashed' | 'incompatible' | 'outdated';

export interface RemoteErrorFallbackProps {
  kind: RemoteFailure;
  /** Loads (unavailable) or shows (crashed) the part again. */
  onRetry: () => void;
}

/**
 * Shown in place of a module's page or card that failed; the rest of the portal keeps working.
 * It says which of the two happened, in the user's language, and never names the module: that
 * is the portal's inside, not something a visitor can act on.
 */
export function RemoteErrorFallback({ kind, onRetry }: RemoteErrorFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-failure={kind}>
      <Result
        status={kind === 'crashed' ? 'error' : kind === 'outdated' ? 'info' : 'warning'}
        title={t(`remote.${kind}Title`)}
        subTitle={t(`remote.${kind}Text`)}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t(`remote.${kind}Retry`)}
          </Button>
        }
      />
    </div>
  );
}
