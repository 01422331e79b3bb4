import { isExpired, tokenAtom, userAtom, type Area } from '@portal/platform';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { AreaLayout } from './area-layout';
import { CustomerLayout } from './customer-layout';
import { adminNavigation, partnerNavigation } from './navigation';

export function LayoutForArea({ area, children }: { area: Area; children: ReactNode }) {
  if (area === 'admin') return <AreaLayout area="admin" navigation={adminNavigation} home="/">{children}</AreaLayout>;
  if (area === 'partner') return <AreaLayout area="partner" navigation={partnerNavigation} home="/partner">{children}</AreaLayout>;
  return <CustomerLayout>{children}</CustomerLayout>;
}

/** For pages outside any area (Not Found): the layout of whoever is signed in. */
export function LayoutForSession({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const signedIn = Boolean(token) && !isExpired();
  const area: Area = signedIn && user?.roles === 1 ? 'admin' : signedIn && user?.roles === 2 ? 'partner' : 'public';
  return <LayoutForArea area={area}>{children}</LayoutForArea>;
}
