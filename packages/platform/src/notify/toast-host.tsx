import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToasts, takeToastAfterReload, type Toast } from './notify';

/** SPEC §8: toasts clear after 5 seconds. */
export const TOAST_SECONDS = 5;

/** Shows the platform's toasts with antd's notification API. Mounted once, inside antd's `App`. */
export function ToastHost() {
  const { notification } = App.useApp();
  const { t } = useTranslation('common');

  useEffect(() => {
    const show = (toast: Toast) =>
      notification[toast.type]({
        title: toast.title ?? t(`toast.${toast.type}`),
        description: toast.message,
        duration: TOAST_SECONDS,
        placement: 'topRight',
        closable: { 'aria-label': t('toast.dismiss') },
        role: toast.type === 'error' ? 'alert' : 'status',
        className: `portal-toast portal-toast-${toast.type}`,
      });
    const pending = takeToastAfterReload();
    if (pending) show(pending);
    return subscribeToasts(show);
  }, [notification, t]);

  return null;
}
