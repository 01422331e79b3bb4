import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';
import { useContext, type ReactNode } from 'react';

/**
 * The page's root element exactly as antd's `<App>` draws it (`ant-app` and its theme classes:
 * the theme's text colour, font and line height for everything inside), without what `<App>`
 * brings besides: the modal, message and notification hooks behind `App.useApp()` (the modal
 * alone 8 KiB, the notifications 8, on every page; issue 9). Toasts have their own host
 * (ToastHost, loaded with the first toast); a confirmation uses `Modal.useModal()` where it is.
 * app-root.test.tsx checks the element is the same as `<App>`'s.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>{children}</div>;
}
