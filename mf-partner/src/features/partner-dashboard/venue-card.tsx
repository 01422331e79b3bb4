import { userAtom } from '@portal/platform';
import { Descriptions, Card } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** The signed-in venue as the session knows it: its name, the contact person and the email. */
export function VenueCard() {
  const { t } = useTranslation('partner');
  const user = useAtomValue(userAtom);
  const venue = user?.accountDetail[0];
  return (
    <Card title={t('dashboard.venue.title')} styles={{ title: { whiteSpace: 'normal' } }}>
      <Descriptions
        column={1}
        items={[
          { key: 'venue', label: t('dashboard.venue.name'), children: venue?.name ?? user?.company ?? '—' },
          { key: 'contact', label: t('dashboard.venue.contact'), children: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() || '—' },
          { key: 'email', label: t('dashboard.venue.email'), children: user?.email ?? '—' },
        ]}
      />
    </Card>
  );
}
