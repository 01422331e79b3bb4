import { userAtom } from '@portal/platform';
import { PageFrame } from '@portal/ui';
import { Card, Descriptions } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** `/partner`: the venue's start page. */
export function PartnerDashboardPage() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(userAtom);
  const venue = user?.accountDetail[0];
  return (
    <PageFrame title={t('common:routes.partnerDashboard')} subtitle={t('dashboard.welcome', { name: user?.first_name ?? '' })}>
      <Card title={t('dashboard.venue')} style={{ maxWidth: 640 }}>
        <Descriptions
          column={1}
          items={[
            { key: 'venue', label: t('dashboard.venueName'), children: venue?.name ?? user?.company ?? '—' },
            { key: 'contact', label: t('dashboard.contact'), children: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() },
            { key: 'email', label: t('profile.email'), children: user?.email },
          ]}
        />
      </Card>
    </PageFrame>
  );
}
