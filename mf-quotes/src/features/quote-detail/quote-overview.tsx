import { CalendarOutlined } from '@ant-design/icons';
import { routeUrl, useLanguage } from '@portal/platform';
import { ButtonLink, DetailCard } from '@portal/ui';
import { Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '../../api/quote-types';
import { formatDateTime } from '../../shared/format-date';
import { QuoteStatusTag } from '../../shared/quote-status-tag';
import { ResponseDeadline } from '../../shared/response-deadline';
import { useQuoteBidder } from './api/use-quote-bidder';
import { QuoteDeadlineDialog } from './quote-deadline-dialog';
import { ResendInvitationButton } from './resend-invitation-button';

export interface QuoteOverviewProps {
  quote: Quote;
}

const none = <Typography.Text type="secondary">–</Typography.Text>;

/**
 * Who answers, for which opportunity, where the quote stands and its dates, and what the admin
 * may do: open the opportunity, send the invitation again (when the venues panel would offer it),
 * set the deadline (when the server allows it).
 */
export function QuoteOverview({ quote: q }: QuoteOverviewProps) {
  const { t } = useTranslation('quotes', { keyPrefix: 'quoteDetail.overview' });
  const { t: tq } = useTranslation('quotes');
  const language = useLanguage();
  const bidder = useQuoteBidder(q.opportunity_id, q.bidder_id);
  const [deadlineOpen, setDeadlineOpen] = useState(false);
  const dateTime = (value: string | null) => (value ? <time dateTime={value}>{formatDateTime(value, language)}</time> : none);
  const opportunityName = q.opportunity_name ?? t('opportunityNumber', { id: q.opportunity_id });

  const items = [
    {
      key: 'venue',
      label: t('venue'),
      children: (
        <>
          {q.venue_name}
          {q.is_outside_partner && (
            <>
              {' '}
              <Tag>{tq('outsideTag')}</Tag>
            </>
          )}
        </>
      ),
    },
    { key: 'opportunity', label: t('opportunity'), children: opportunityName },
    { key: 'status', label: t('status'), children: <QuoteStatusTag status={q.status} /> },
    { key: 'invited_at', label: t('invited_at'), children: dateTime(q.invited_at) },
    { key: 'response_deadline', label: t('response_deadline'), children: <ResponseDeadline deadline={q.response_deadline} overdue={q.overdue} inline /> },
    { key: 'submitted_at', label: t('submitted_at'), children: dateTime(q.submitted_at) },
    ...(q.denied_at || q.denied_reason
      ? [
          { key: 'denied_at', label: t('denied_at'), children: dateTime(q.denied_at) },
          {
            key: 'denied_reason',
            label: t('denied_reason'),
            children: q.denied_reason ? <span style={{ whiteSpace: 'pre-line' }}>{q.denied_reason}</span> : none,
          },
        ]
      : []),
    { key: 'updated_at', label: t('updated_at'), children: dateTime(q.updated_at) },
  ];

  return (
    <DetailCard title={t('title')}>
      <Flex vertical gap={16}>
        <Descriptions bordered size="small" column={1} items={items} />
        <Flex gap={8} wrap>
          <ButtonLink to={routeUrl('editOpportunity', { id: q.opportunity_id })}>{t('openOpportunity')}</ButtonLink>
          {bidder.data?.resend_invitation && <ResendInvitationButton bidder={bidder.data} />}
          {q.actions.extend_deadline && (
            <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setDeadlineOpen(true)}>
              {q.response_deadline ? t('changeDeadline') : t('setDeadline')}
            </Button>
          )}
        </Flex>
      </Flex>
      {q.actions.extend_deadline && deadlineOpen && <QuoteDeadlineDialog quote={q} onClose={() => setDeadlineOpen(false)} />}
    </DetailCard>
  );
}
