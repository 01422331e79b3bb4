import { matchRoute, routeUrl } from '@portal/platform';
import { Menu } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { availableModulesAtom } from '../mf/available-modules-atom';
import { entryOf, visibleEntries, type NavEntry } from './navigation';

export interface SidebarProps {
  entries: NavEntry[];
  /** The navigation's id, for the narrow screen's menu button (`aria-controls`). */
  id?: string;
  /** Called when an entry is chosen (the narrow screen's drawer closes). */
  onNavigate?: () => void;
}

/** The area's menu: only entries whose module is deployed, so no link leads nowhere. */
export function Sidebar({ entries, id, onNavigate }: SidebarProps) {
  const { t } = useTranslation('shell');
  const modules = useAtomValue(availableModulesAtom);
  const { pathname } = useLocation();
  const current = matchRoute(pathname);
  const visible = visibleEntries(entries, modules);
  // A detail page highlights its list: /convert-lead-id=3 belongs to Leads, /edit-account-2 to Accounts.
  const selected = entryOf(visible, current?.id);

  return (
    <nav id={id} aria-label={t('nav.label')}>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={selected ? [selected.route] : []}
        onClick={onNavigate}
        items={visible.map((entry) => ({
          key: entry.route,
          label: <Link to={routeUrl(entry.route)}>{t(`nav.${entry.label}`)}</Link>,
        }))}
      />
    </nav>
  );
}
