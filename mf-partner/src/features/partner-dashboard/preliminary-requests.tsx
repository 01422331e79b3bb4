import { routeUrl, useLanguage } from '@portal/platform';
import { PreliminaryStatusTag } from '@portal/venue-answers';
import { Empty, Flex, Skeleton, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteListItem } from '../../api/quote-types';
import { formatDateSpan } from '../../shared/quote-dates';

export interface PreliminaryRequestsProps {
  /** The requests waiting for the venue's answer, as the server lists them (at most 10); undefined while loading. */
  quotes: QuoteListItem[] | undefined;
  /** How many wait in all. */
  total: number | undefined;
}

/**
 * The intermediary's preliminary booking requests the venue has not answered yet (hold the dates
 * or decline), each opening the quote's page where the answer is given.
 */
export function PreliminaryRequests({ quotes, total }: PreliminaryRequestsProps) {
  const { t } = useTranslation('partner');
  const language = useLanguage();
  const body = () => {
    if (!quotes) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
    if (quotes.length === 0) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text>{t('dashboard.preliminary.empty')}</Typography.Text>} />;
    }
    return (
      <>
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t('dashboard.preliminary.intro')}
        </Typography.Paragraph>
        <ul aria-label={t('dashboard.preliminary.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {quotes.map((quote) => (
            <li key={quote.id} style={{ padding: '10px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex justify="space-between" gap={12} wrap align="baseline">
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Link to={routeUrl('partnerEditQuote', { id: quote.id })}>{quote.opportunity_name}</Link>
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {[
                      quote.start_date ? formatDateSpan(quote.start_date, quote.end_date, language) : null,
                      quote.participants !== null ? t('dashboard.toAnswer.participants', { count: quote.participants }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography.Text>
                </div>
                {quote.preliminary_status && <PreliminaryStatusTag status={quote.preliminary_status} audience="venue" />}
              </Flex>
            </li>
          ))}
        </ul>
        {total !== undefined && total > quotes.length && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('dashboard.preliminary.more', { shown: quotes.length, total })}
          </Typography.Paragraph>
        )}
      </>
    );
  };

  return (
    <Card
      title={t('dashboard.preliminary.title')}
      extra={<Link to={`${routeUrl('partnerQuotes')}?tab=preliminary`}>{t('dashboard.preliminary.showAll')}</Link>}
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      {body()}
    </Card>
  );
}
