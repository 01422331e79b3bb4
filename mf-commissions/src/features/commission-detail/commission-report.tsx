import { PaperClipOutlined } from '@ant-design/icons';
import { useLanguage } from '@portal/platform';
import { formatMoney, DetailCard } from '@portal/ui';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Commission } from '../../api/commission-types';
import { formatDate, formatDateTime } from '../../shared/format-date';

export interface CommissionReportProps {
  commission: Commission;
}

const none = <Typography.Text type="secondary">–</Typography.Text>;

/** The venue's report as it sent it: the booking's outcome, fee, invoice details, comment, invoice copy, who and when. */
export function CommissionReport({ commission: c }: CommissionReportProps) {
  const { t } = useTranslation('commissions', { keyPrefix: 'detail.report' });
  const { t: tc } = useTranslation('commissions');
  const language = useLanguage();
  const text = (value: string | null) => (value ? <span style={{ whiteSpace: 'pre-line' }}>{value}</span> : none);

  if (c.booking_status === null && c.invoice_copy === null) {
    return (
      <DetailCard title={t('title')}>
        <Typography.Text type="secondary">{t('none')}</Typography.Text>
      </DetailCard>
    );
  }

  const items = [
    { key: 'booking_status', label: t('bookingStatus'), children: c.booking_status ? tc(`bookingStatus.${c.booking_status}`) : none },
    ...(c.rescheduled_date ? [{ key: 'rescheduled', label: t('rescheduledDate'), children: formatDate(c.rescheduled_date, language) }] : []),
    ...(c.fee_ex_vat !== null ? [{ key: 'fee', label: t('fee'), children: formatMoney(c.fee_ex_vat, language) }] : []),
    { key: 'invoice_information', label: t('invoiceInformation'), children: text(c.invoice_information) },
    { key: 'comment', label: t('comment'), children: text(c.comment) },
    {
      key: 'invoice_copy',
      label: t('invoiceCopy'),
      children: c.invoice_copy ? (
        <a href={c.invoice_copy.url} download={c.invoice_copy.name} aria-label={t('downloadCopy', { name: c.invoice_copy.name })}>
          <PaperClipOutlined aria-hidden /> {c.invoice_copy.name}
        </a>
      ) : (
        none
      ),
    },
    {
      key: 'reported',
      label: t('reportedBy'),
      children: c.reported_at ? (
        <>
          {c.reported_by ?? ''}
          {c.reported_by ? ' · ' : ''}
          <time dateTime={c.reported_at}>{formatDateTime(c.reported_at, language)}</time>
        </>
      ) : (
        none
      ),
    },
  ];
  return (
    <DetailCard title={t('title')}>
      <Descriptions bordered size="small" column={1} items={items} />
    </DetailCard>
  );
}
