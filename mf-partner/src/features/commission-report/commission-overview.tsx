import { useLanguage } from '@portal/platform';
import { Flex, theme, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CommissionStatusTag } from '../../shared/commission-status-tag';
import { formatDateSpan } from '../../shared/quote-dates';
import type { Commission } from './api/use-commission';
import { formatCount, formatPercent } from './commission-format';
import { PARTNER_COMMISSION_NS } from './texts';

/** The event the commission is on (by its number and town, never the customer) and its percents. */
export function CommissionOverview({ commission }: { commission: Commission }) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const language = useLanguage();
  const { token } = theme.useToken();
  const item = (label: string, value: ReactNode) => (
    <div style={{ flex: '1 1 180px', minWidth: 0 }}>
      <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 500 }}>{value}</dd>
    </div>
  );
  const percents = [t('overview.percentRooms', { percent: formatPercent(commission.commission_bp, language) })];
  if (commission.meals_bp > 0) percents.push(t('overview.percentMeals', { percent: formatPercent(commission.meals_bp, language) }));
  return (
    <Card title={t('overview.title')} style={{ marginBottom: 16 }} styles={{ title: { whiteSpace: 'normal' } }}>
      <Flex component="dl" wrap gap={16} style={{ margin: 0 }}>
        {item(t('overview.booking'), commission.title)}
        {item(t('overview.dates'), commission.event_start ? formatDateSpan(commission.event_start, commission.event_end, language) : '–')}
        {item(t('overview.participants'), commission.participants === null ? '–' : formatCount(commission.participants, language))}
        {item(t('overview.percent'), percents.join(' · '))}
        {item(t('overview.status'), <CommissionStatusTag status={commission.status} />)}
      </Flex>
    </Card>
  );
}
