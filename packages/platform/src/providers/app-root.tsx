import { ConfigProvider, theme } from 'antd';
import { useContext, type ReactNode } from 'react';

/**
 * The page's root element as antd's `<App>` draws it (the `ant-app` class, the theme's text colour,
 * font, size and line height for everything inside), from antd's public API (the theme's tokens),
 * without what `<App>` brings besides: the modal, message and notification hooks behind
 * `App.useApp()` (the modal alone 8 KiB, the notifications 8; issue 9). Toasts have their own host
 * (ToastHost, loaded with the first toast); a confirmation uses `Modal.useModal()` where it is.
 * app-root.test.tsx checks it against `<App>`'s styles.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  return (
    <div className={getPrefixCls('app')} style={{ color: token.colorText, fontFamily: token.fontFamily, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
      {children}
    </div>
  );
}
