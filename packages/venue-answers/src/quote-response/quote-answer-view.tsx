import { useLanguage } from '@portal/platform';
import { formatPercent } from '@portal/ui';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_RESPONSE_NS } from './i18n';
import { QuoteFilesView } from './quote-files';
import type { Quote } from './quote-form-values';
import { QuoteHallsView } from './quote-halls';
import { QuoteLinesView } from './quote-lines';
import { QuoteSection } from './quote-section';

/** The venue's answer as it stands (read only): submitted, declined, or no longer the caller's to change. */
export function QuoteAnswerView({ quote }: { quote: Quote }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const notGiven = <Typography.Text type="secondary">{t('request.notGiven')}</Typography.Text>;
  const text = (value: string | null): ReactNode => (value ? <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span> : notGiven);
  const yesNo = (value: boolean | null, comment: string | null): ReactNode => {
    if (value === null && !comment) return notGiven;
    const answer = value === null ? '' : value ? t('answers.yes') : t('answers.no');
    return [answer, comment].filter(Boolean).join(' – ');
  };

  const terms: DescriptionsProps['items'] = [
    { key: 'additional_information', label: t('answers.fields.additional_information'), children: text(quote.additional_information) },
    {
      key: 'commission',
      label: t('answers.fields.commission_percent'),
      children: quote.commission_bp === null ? notGiven : formatPercent(quote.commission_bp, language),
    },
    { key: 'free_cancellation', label: t('answers.fields.free_cancellation'), children: text(quote.free_cancellation) },
    { key: 'direct_contact', label: t('answers.fields.direct_contact'), children: yesNo(quote.direct_contact, quote.direct_contact_comment) },
    { key: 'same_price', label: t('answers.fields.same_price'), children: yesNo(quote.same_price, quote.same_price_comment) },
    { key: 'responded_accordingly', label: t('answers.fields.responded_accordingly'), children: yesNo(quote.responded_accordingly, null) },
  ];
  const responder: DescriptionsProps['items'] = [
    { key: 'responder_name', label: t('answers.fields.responder_name'), children: text(quote.responder_name) },
    { key: 'responder_phone', label: t('answers.fields.responder_phone'), children: text(quote.responder_phone) },
    { key: 'responder_email', label: t('answers.fields.responder_email'), children: text(quote.responder_email) },
    { key: 'comments', label: t('answers.fields.comments'), children: text(quote.comments) },
  ];

  return (
    <>
      <QuoteSection title={t('lines.title')}>
        <QuoteLinesView quote={quote} />
      </QuoteSection>
      <QuoteSection title={t('halls.title')}>
        <QuoteHallsView halls={quote.halls} />
      </QuoteSection>
      <QuoteSection title={t('answers.title')}>
        <Descriptions bordered size="small" column={1} items={terms} />
      </QuoteSection>
      <QuoteSection title={t('answers.responderTitle')}>
        <Descriptions bordered size="small" column={1} items={responder} />
      </QuoteSection>
      <QuoteSection title={t('files.title')}>
        <QuoteFilesView files={quote.files} />
      </QuoteSection>
    </>
  );
}
