import { QueryProvider } from '@portal/platform';
import type { ReactNode } from 'react';

/** The QueryClient around a page (its own chunk: TanStack Query is fetched with the first page that needs it). */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
