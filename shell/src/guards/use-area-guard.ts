import {
  clearSession,
  notify,
  tokenAtom,
  tokenExpiryAtom,
  userAtom,
  type Area,
} from '@portal/platform';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { decideAccess } from './decide-access';

/** What the login page receives in the router's state: the page to open after signing in. */
export interface LoginState {
  from?: string;
}

/** The area shown last, so an admin is told once when entering the partner portal, not on every page. */
let lastArea: Area | null = null;

/**
 * Applies SPEC §5's guards for the page's area; returns whether the page may render. `areaHome`:
 * the page is an area's start page (see `decideAccess`).
 */
export function useAreaGuard(area: Area, areaHome = false): boolean {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const expiry = useAtomValue(tokenExpiryAtom);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { t } = useTranslation('shell');
  const decision = decideAccess(area, { token, user, expiry, now: Date.now() }, areaHome);
  const key = JSON.stringify(decision);

  useEffect(() => {
    if (decision.kind === 'redirect') {
      if (decision.clear) clearSession();
      if (decision.alert) notify.warning(t(`guard.${decision.alert}`));
      // The address stays `/login`; the asked-for page travels in the history entry's state.
      const state: LoginState | undefined = decision.remember ? { from: `${pathname}${search}${hash}` } : undefined;
      navigate(decision.to, { replace: true, state });
      return;
    }
    if (decision.notice && lastArea !== area) notify.info(t(`guard.${decision.notice}`));
    lastArea = area;
    // The decision's content, not its identity, decides whether to act again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, area]);

  return decision.kind === 'allow';
}
