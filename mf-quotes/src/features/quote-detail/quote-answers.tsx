import { useLanguage } from '@portal/platform';
import { DetailCard } from '@portal/ui';
import { Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '../../api/quote-types';
import { formatBasisPoints } from './format-quote';

export interface QuoteAnswersProps {
  quote: Quote;
}

const none = <Typography.Text type="secondary">–</Typography.Text>;

const text = (value: string | null): ReactNode => (value ? <span style={{ whiteSpace: 'pre-line' }}>{value}</span> : none);

/** The venue's answers beside its prices (SPEC §3 "Quote response"), as it gave them. */
export function QuoteAnswers({ quote: q }: QuoteAnswersProps) {
  const { t } = useTranslation('quotes', { keyPrefix: 'quoteDetail.answers' });
  const language = useLanguage();
  const yesNo = (value: boolean | null, comment: string | null = null): ReactNode => {
    if (value === null && !comment) return none;
    return (
      <Flex vertical>
        <span>{value === null ? '–' : value ? t('yes') : t('no')}</span>
        {comment && <Typography.Text type="secondary" style={{ whiteSpace: 'pre-line' }}>{comment}</Typography.Text>}
      </Flex>
    );
  };
  const responder =
    q.responder_name || q.responder_phone || q.responder_email ? (
      <Flex vertical>
        {q.responder_name && <span>{q.responder_name}</span>}
        {q.responder_phone && <a href={`tel:${q.responder_phone.replace(/[^\d+]/g, '')}`}>{q.responder_phone}</a>}
        {q.responder_email && <a href={`mailto:${q.responder_email}`}>{q.responder_email}</a>}
      </Flex>
    ) : (
      none
    );
  const items = [
    { key: 'commission', label: t('commission'), children: q.commission_bp === null ? none : formatBasisPoints(q.commission_bp, language) },
    { key: 'free_cancellation', label: t('free_cancellation'), children: text(q.free_cancellation) },
    { key: 'direct_contact', label: t('direct_contact'), children: yesNo(q.direct_contact, q.direct_contact_comment) },
    { key: 'same_price', label: t('same_price'), children: yesNo(q.same_price, q.same_price_comment) },
    { key: 'responded_accordingly', label: t('responded_accordingly'), children: yesNo(q.responded_accordingly) },
    { key: 'responder', label: t('responder'), children: responder },
    { key: 'comments', label: t('comments'), children: text(q.comments) },
    { key: 'additional_information', label: t('additional_information'), children: text(q.additional_information) },
  ];
  return (
    <DetailCard title={t('title')}>
      <Descriptions bordered size="small" column={1} items={items} />
    </DetailCard>
  );
}
