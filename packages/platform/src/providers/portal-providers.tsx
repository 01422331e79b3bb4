import type { ReactNode } from 'react';
import { QueryProvider } from '../api/query-provider';
import { BaseProviders } from './base-providers';

/**
 * Everything a page of the portal runs inside: store, i18n, queries, antd theme and locale, toasts
 * (a module's standalone page, tests). The shell puts the QueryClient only around the pages.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <BaseProviders>
      <QueryProvider>{children}</QueryProvider>
    </BaseProviders>
  );
}
