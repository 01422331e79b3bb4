import { formatMoney } from '@portal/ui';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/record-dates';
import type { OpportunityItem } from './use-opportunity-items';

/** A decided opportunity's rows, read only. */
export function ItemsSummary({ items, language }: { items: OpportunityItem[]; language: 'sv' | 'en' }) {
  const { t } = useTranslation('opportunityItems');
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />;
  return (
    // A region the keyboard reaches scrolls sideways on a phone (axe: scrollable regions need keyboard access).
    <div role="region" aria-label={t('title')} tabIndex={0} style={{ overflowX: 'auto' }}>
    <Table<OpportunityItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      columns={[
        { key: 'kind', title: t('columns.kind'), render: (_, item) => t(`kind.${item.kind}`) },
        { key: 'name', title: t('columns.name'), render: (_, item) => (item.comment ? `${item.name} (${item.comment})` : item.name) },
        { key: 'day', title: t('columns.day'), render: (_, item) => (item.day ? formatDate(item.day, language) : t(item.kind === 'product' ? 'noSetDay' : 'everyDay')) },
        { key: 'quantity', title: t('columns.quantity'), render: (_, item) => item.quantity },
        {
          key: 'price',
          title: t('columns.price'),
          render: (_, item) => (item.start_price > 0 && item.price_per_person === 0 ? formatMoney(item.start_price, language) : t('perPerson', { price: formatMoney(item.price_per_person, language) })),
        },
      ]}
    />
    </div>
  );
}
