import { isExpired, tokenAtom, userAtom, type Area } from '@portal/platform';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { once } from '../routing/once';
import { CustomerLayout } from './customer-layout';
import { PageLoading } from './page-loading';

/** The signed-in areas' layout (header, menu, drawer) is fetched only when a signed-in page is shown (issue 9). */
export const loadAreaLayout = once(() => import(/* webpackChunkName: "area-layout" */ './area-layout'));
const AreaLayout = lazy(async () => ({ default: (await loadAreaLayout()).AreaLayout }));

function AreaLayoutLoading() {
  return <PageLoading margin="30vh auto" />;
}

export function LayoutForArea({ area, children }: { area: Area; children: ReactNode }) {
  if (area === 'admin' || area === 'partner') {
    return (
      <Suspense fallback={<AreaLayoutLoading />}>
        {area === 'admin' ? (
          <AreaLayout area="admin" home="/">
            {children}
          </AreaLayout>
        ) : (
          <AreaLayout area="partner" home="/partner">
            {children}
          </AreaLayout>
        )}
      </Suspense>
    );
  }
  return <CustomerLayout>{children}</CustomerLayout>;
}

/** The area of whoever is signed in: admin, partner, or public for a visitor. */
export function useSessionArea(): Area {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const signedIn = Boolean(token) && !isExpired();
  return signedIn && user?.roles === 1 ? 'admin' : signedIn && user?.roles === 2 ? 'partner' : 'public';
}

/** For pages outside any area (Not Found): the layout of whoever is signed in. */
export function LayoutForSession({ children }: { children: ReactNode }) {
  return <LayoutForArea area={useSessionArea()}>{children}</LayoutForArea>;
}
