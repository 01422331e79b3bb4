import { useLanguage } from '@portal/platform';
import { DetailCard } from '@portal/ui';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuoteHall } from '../../api/quote-types';
import { formatCount } from './format-quote';

export interface QuoteHallsProps {
  halls: QuoteHall[];
}

type HallRow = QuoteHall & { key: number };

const none = <Typography.Text type="secondary">–</Typography.Text>;

/** The conference halls the venue offers: size, how many it seats, how it is furnished. */
export function QuoteHalls({ halls }: QuoteHallsProps) {
  const { t } = useTranslation('quotes', { keyPrefix: 'quoteDetail.halls' });
  const { t: tq } = useTranslation('quotes');
  const language = useLanguage();
  const columns: TableColumnsType<HallRow> = [
    { key: 'name', title: t('columns.name'), width: 180, render: (_, hall) => hall.name },
    { key: 'size', title: t('columns.size'), width: 96, align: 'right', render: (_, hall) => (hall.size_sqm === null ? none : t('sizeValue', { size: formatCount(hall.size_sqm, language) })) },
    { key: 'capacity', title: t('columns.capacity'), width: 96, align: 'right', render: (_, hall) => (hall.capacity === null ? none : formatCount(hall.capacity, language)) },
    { key: 'seating', title: t('columns.seating'), width: 140, render: (_, hall) => (hall.seating ? tq(`seating.${hall.seating}`) : none) },
    { key: 'comment', title: t('columns.comment'), width: 200, render: (_, hall) => hall.comment ?? none },
  ];
  return (
    <DetailCard title={t('title')}>
      <div role="region" aria-label={t('title')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<HallRow>
          aria-label={t('title')}
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={halls.map((hall, key) => ({ ...hall, key }))}
          pagination={false}
          tableLayout="fixed"
          style={{ minWidth: 712 }}
          locale={{ emptyText: <Typography.Text type="secondary">{t('empty')}</Typography.Text> }}
        />
      </div>
    </DetailCard>
  );
}
