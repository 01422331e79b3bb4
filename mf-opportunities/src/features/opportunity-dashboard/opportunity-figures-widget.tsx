import { routeUrl, useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { Flex, Skeleton, Typography, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpportunityStats, type OpportunityStats } from './api/use-opportunity-stats';
import { StatsError } from './stats-error';
import '../../i18n/dashboard';

const boardUrl = `${routeUrl('opportunities')}?view=board`;
const wonUrl = `${routeUrl('opportunities')}?status=won`;

/** "2026-11" → "november 2026" / "November 2026". */
export function monthName(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 15)),
  );
}

const bigNumber: React.CSSProperties = { fontSize: 30, lineHeight: '38px', fontWeight: 600, margin: 0 };

/**
 * Admin dashboard: two cards from GET /opportunity-stats. "Öppna affärsmöjligheter": the count and
 * each open stage's count, linking to the board; "Vunna denna månad": count and value ex VAT.
 */
export function OpportunityFiguresWidget() {
  const { t } = useTranslation('opportunityDashboard');
  const stats = useOpportunityStats();
  const retry = () => void stats.refetch();

  return (
    <Flex vertical gap={16}>
      <Card title={t('open.title')} extra={<Link to={boardUrl}>{t('open.showBoard')}</Link>}>
        {stats.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        ) : stats.isError ? (
          <StatsError onRetry={retry} />
        ) : (
          <OpenFigures open={stats.data.open} />
        )}
      </Card>
      <Card title={t('won.title')} extra={<Link to={wonUrl}>{t('won.showWon')}</Link>}>
        {stats.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        ) : stats.isError ? (
          <StatsError onRetry={retry} />
        ) : (
          <WonFigures won={stats.data.won_this_month} />
        )}
      </Card>
    </Flex>
  );
}

function OpenFigures({ open }: { open: OpportunityStats['open'] }) {
  const { t } = useTranslation('opportunityDashboard');
  const language = useLanguage();
  const number = numberFormat(language);
  return (
    <>
      <p style={bigNumber}>{number.format(open.count)}</p>
      <ul aria-label={t('open.stagesLabel')} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
        {open.stages.map((entry) => (
          <li key={entry.stage} style={{ padding: '6px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
            <Link to={boardUrl} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
              <span>{t(`open.stages.${entry.stage}` as 'open.stages.new_request')}</span>
              <strong>{number.format(entry.count)}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function WonFigures({ won }: { won: OpportunityStats['won_this_month'] }) {
  const { t } = useTranslation('opportunityDashboard');
  const language = useLanguage();
  const month = monthName(won.month, language);
  if (won.count === 0) return <Typography.Text type="secondary">{t('won.none', { month })}</Typography.Text>;
  return (
    <>
      <p style={bigNumber}>{numberFormat(language).format(won.count)}</p>
      <p style={{ margin: '4px 0 0' }}>
        <Typography.Text type="secondary">{t('won.value')}: </Typography.Text>
        <strong style={{ fontSize: 18 }}>{formatMoney(won.value_ex_vat, language)}</strong>
      </p>
      <Typography.Text type="secondary">{t('won.month', { month })}</Typography.Text>
    </>
  );
}

const numberFormat = (language: string) => new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB');
