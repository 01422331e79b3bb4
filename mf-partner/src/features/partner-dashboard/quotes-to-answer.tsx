import { routeUrl, useLanguage } from '@portal/platform';
import { Empty, Flex, Skeleton, Typography, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteListItem } from '../../api/quote-types';
import { formatDate, formatDateSpan } from '../../shared/quote-dates';
import { QuoteStatusTag } from '../../shared/quote-status-tag';
import { OverdueTag } from '../../shared/response-deadline';

export interface QuotesToAnswerProps {
  /** The nearest deadlines first, as the server orders them (at most 10); undefined while loading. */
  quotes: QuoteListItem[] | undefined;
  /** How many wait in all. */
  total: number | undefined;
}

/** The quote requests still to answer (new or a saved draft), each opening its answer page. */
export function QuotesToAnswer({ quotes, total }: QuotesToAnswerProps) {
  const { t } = useTranslation('partner');
  const language = useLanguage();
  const body = () => {
    if (!quotes) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
    if (quotes.length === 0) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Typography.Text>{t('dashboard.toAnswer.empty')}</Typography.Text>} />;
    }
    return (
      <>
        <ul aria-label={t('dashboard.toAnswer.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
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
                  <Typography.Text type={quote.overdue ? 'danger' : undefined} strong={quote.overdue} style={{ display: 'block' }}>
                    {quote.response_deadline ? (
                      <time dateTime={quote.response_deadline}>
                        {t('dashboard.toAnswer.deadline', { date: formatDate(quote.response_deadline, language) })}
                      </time>
                    ) : (
                      t('dashboard.toAnswer.noDeadline')
                    )}
                  </Typography.Text>
                </div>
                <Flex gap={4} wrap>
                  <QuoteStatusTag status={quote.status} />
                  {quote.overdue && <OverdueTag />}
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
        {total !== undefined && total > quotes.length && (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('dashboard.toAnswer.more', { shown: quotes.length, total })}
          </Typography.Paragraph>
        )}
      </>
    );
  };

  return (
    <Card title={t('dashboard.toAnswer.title')} extra={<Link to={routeUrl('partnerQuotes')}>{t('dashboard.toAnswer.showAll')}</Link>} styles={{ title: { whiteSpace: 'normal' } }}>
      {body()}
    </Card>
  );
}
