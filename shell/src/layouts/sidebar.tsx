import { matchRoute, pagesAtom, routeUrl, type Language } from '@portal/platform';
import { Menu } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { availableModulesAtom } from '../mf/modules-atom';
import { entryOf, menuOf, visibleEntries } from './navigation';
import { usePrefetchEntries } from './prefetch-entries';

export interface SidebarProps {
  area: 'admin' | 'partner';
  /** The navigation's id, for the narrow screen's menu button (`aria-controls`). */
  id?: string;
  /** Called when an entry is chosen (the narrow screen's drawer closes). */
  onNavigate?: () => void;
}

/**
 * The area's menu, composed from the pages the modules declare: only entries whose module is
 * ready, so no link leads nowhere. Their pages are fetched ahead when the browser is idle.
 */
export function Sidebar({ area, id, onNavigate }: SidebarProps) {
  const { t, i18n } = useTranslation('shell');
  const modules = useAtomValue(availableModulesAtom);
  const pages = useAtomValue(pagesAtom);
  const { pathname } = useLocation();
  const current = matchRoute(pathname, pages);
  const visible = visibleEntries(menuOf(pages, area, 'sidebar'), modules);
  const language = i18n.language as Language;
  // A detail page highlights its list: /convert-lead-id=3 belongs to Leads, /edit-account-2 to Accounts.
  const selected = entryOf(visible, current?.id);
  // The other entries' pages are fetched ahead once this one is in: going to a list is then at once.
  usePrefetchEntries(visible, current ? { owner: current.route.owner, route: current.id } : undefined);

  return (
    <nav id={id} aria-label={t('nav.label')}>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={selected ? [selected.route] : []}
        onClick={onNavigate}
        items={visible.map((entry) => ({
          key: entry.route,
          label: <Link to={routeUrl(entry.route)}>{entry.label[language] ?? entry.label.sv}</Link>,
        }))}
      />
    </nav>
  );
}
