import { notification } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToasts, takeToastAfterReload, type Toast } from './notify';
import { TOAST_SECONDS, TOAST_TOP } from './toast-host';

/**
 * Shows the platform's toasts with antd's notification API, from the first toast on (ToastHost
 * loads it then). Inside antd's `ConfigProvider`: its theme and locale reach the toasts through
 * the context holder.
 */
export function NotificationHost() {
  const [api, contextHolder] = notification.useNotification({ top: TOAST_TOP, placement: 'topRight' });
  const { t } = useTranslation('common');

  useEffect(() => {
    const show = (toast: Toast) => {
      // A title that says what the text says already is said once: as the title, without a text.
      const title = toast.title ?? t(`toast.${toast.type}`);
      const repeated = title.trim() === toast.message.trim();
      api[toast.type]({
        title: repeated ? toast.message : title,
        description: repeated ? undefined : toast.message,
        duration: TOAST_SECONDS,
        placement: 'topRight',
        closable: { 'aria-label': t('toast.dismiss') },
        role: toast.type === 'error' ? 'alert' : 'status',
        className: `portal-toast portal-toast-${toast.type}`,
      });
    };
    const pending = takeToastAfterReload();
    if (pending) show(pending);
    return subscribeToasts(show, () => api.destroy());
  }, [api, t]);

  return contextHolder;
}
