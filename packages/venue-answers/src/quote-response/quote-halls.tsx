import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { formatCount } from '@portal/ui';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUOTE_RESPONSE_NS } from './i18n';

type QuoteHall = Schemas['QuoteHall'];

/** The halls of a quote as answered (read only). */
export function QuoteHallsView({ halls }: { halls: QuoteHall[] }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  if (halls.length === 0) return <Typography.Text type="secondary">{t('halls.noneGiven')}</Typography.Text>;
  return (
    <div role="region" aria-label={t('halls.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<QuoteHall & { key: number }>
        size="small"
        pagination={false}
        dataSource={halls.map((hall, index) => ({ ...hall, key: index }))}
        scroll={{ x: 640 }}
        columns={[
          { key: 'name', title: t('halls.fields.name'), render: (_, hall) => hall.name },
          { key: 'size', title: t('halls.fields.size_sqm'), align: 'right', render: (_, hall) => (hall.size_sqm === null ? '–' : `${formatCount(hall.size_sqm, language)} m²`) },
          { key: 'capacity', title: t('halls.fields.capacity'), align: 'right', render: (_, hall) => (hall.capacity === null ? '–' : formatCount(hall.capacity, language)) },
          { key: 'seating', title: t('halls.fields.seating'), render: (_, hall) => (hall.seating ? t(`seating.${hall.seating}`) : '–') },
          { key: 'comment', title: t('halls.fields.comment'), render: (_, hall) => hall.comment || '–' },
        ]}
      />
    </div>
  );
}
