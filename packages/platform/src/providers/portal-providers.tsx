import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import svSE from 'antd/locale/sv_SE';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../api/api';
import { i18n } from '../i18n/i18n';
import { languageAtom } from '../i18n/language-atom';
import { ToastHost } from '../notify/toast-host';
import { portalStore } from '../session/store';

export const portalTheme: ThemeConfig = {
  token: { colorPrimary: '#1d5c63', borderRadius: 6, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    Layout: { siderBg: '#12393d', triggerBg: '#0d2b2e' },
    Menu: { darkItemBg: '#12393d', darkSubMenuItemBg: '#12393d', darkItemSelectedBg: '#2a7a83' },
  },
};

function LocalizedAntd({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom);
  return (
    <ConfigProvider locale={language === 'en' ? enUS : svSE} theme={portalTheme}>
      <App>
        <ToastHost />
        {children}
      </App>
    </ConfigProvider>
  );
}

/** Everything a page of the portal runs inside: store, i18n, queries, antd theme and locale, toasts. */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <LocalizedAntd>{children}</LocalizedAntd>
        </QueryClientProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
