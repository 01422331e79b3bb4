import { routeUrl, useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { Alert, Button, Skeleton, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommissionSum } from '../../api/commission-types';
import { useCommissionSummary } from './api/use-commission-summary';

const listUrl = (filter: string) => `${routeUrl('commissions')}?filter=${filter}`;

interface Figure {
  key: 'to_report' | 'pending' | 'received_this_month';
  href: string;
}

// Received this month leads to every received one (the list has no month filter).
const FIGURES: readonly Figure[] = [
  { key: 'to_report', href: listUrl('new_to_report') },
  { key: 'pending', href: listUrl('pending') },
  { key: 'received_this_month', href: listUrl('received') },
];

/**
 * Admin dashboard: "Provision", from GET /commission-summary: commissions to report, pending
 * (reported or invoiced) and received this month, each its count and sum, each leading to its filter.
 */
export function CommissionWidget() {
  const { t } = useTranslation('commissions', { keyPrefix: 'widget' });
  const language = useLanguage();
  const summary = useCommissionSummary();
  const number = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE');

  return (
    <Card title={t('title')} extra={<Link to={routeUrl('commissions')}>{t('showAll')}</Link>}>
      {summary.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : summary.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void summary.refetch()}>{t('retry')}</Button>} />
      ) : (
        <ul aria-label={t('title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {FIGURES.map(({ key, href }, index) => {
            const sum: CommissionSum = summary.data[key];
            return (
              <li key={key} style={{ padding: '8px 0', borderTop: index === 0 ? undefined : '1px solid rgba(5, 5, 5, 0.06)' }}>
                <Link to={href} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 }}>
                  <span>{t(key)}</span>
                  <span style={{ textAlign: 'right' }}>
                    <strong style={{ fontSize: 18 }}>{number.format(sum.count)}</strong>
                    <span style={{ marginLeft: 12, whiteSpace: 'nowrap' }}>{formatMoney(sum.amount, language)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
