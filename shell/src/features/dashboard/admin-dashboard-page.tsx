import { userAtom } from '@portal/platform';
import { Typography } from 'antd';
import { PageFrame } from '@portal/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { WidgetArea } from './widget-area';

/** `/`: the admin dashboard; each module contributes its cards (SPEC §2: new leads, opportunities, …). */
export function AdminDashboardPage() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(userAtom);
  return (
    <PageFrame title={t('common:routes.dashboard')} subtitle={t('dashboard.welcome', { name: user?.first_name ?? '' })}>
      <Typography.Paragraph type="secondary">{t('dashboard.adminIntro')}</Typography.Paragraph>
      <WidgetArea area="admin" />
    </PageFrame>
  );
}
