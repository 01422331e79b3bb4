import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

export function PortalFooter() {
  const { t } = useTranslation('shell');
  return <Layout.Footer className="portal-footer">{t('footer.copyright', { year: new Date().getFullYear() })}</Layout.Footer>;
}
