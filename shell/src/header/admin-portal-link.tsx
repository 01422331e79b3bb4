import { ArrowLeftOutlined } from '@ant-design/icons';
import { routeUrl, userAtom } from '@portal/platform';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * An admin looking at the partner portal gets back to the admin portal in one click (a partner
 * has no admin portal: nothing shows).
 */
export function AdminPortalLink() {
  const user = useAtomValue(userAtom);
  const { t } = useTranslation('shell');
  if (user?.roles !== 1) return null;
  return (
    <Link to={routeUrl('dashboard')} className="portal-admin-portal-link">
      <ArrowLeftOutlined aria-hidden /> {t('header.adminPortal')}
    </Link>
  );
}
