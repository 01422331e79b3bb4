import { PaperClipOutlined } from '@ant-design/icons';
import { useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { Flex, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/quote-dates';
import type { Commission } from './api/use-commission';
import { formatFileSize } from './commission-format';
import { CommissionLines, CommissionTotals } from './commission-lines';
import { ReportSection } from './report-section';
import { PARTNER_COMMISSION_NS } from './texts';

/**
 * The commission read only: what was reported (the outcome, a new date or the fee, each line's
 * conducted quantity, the invoice information, comment and invoice copy) with the amounts the
 * server computed; before a report, the quote's lines and its commission.
 */
export function CommissionReportView({ commission }: { commission: Commission }) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const language = useLanguage();
  const screens = Grid.useBreakpoint();
  const reported = commission.booking_status !== null;
  const status = commission.booking_status;
  const fact = (label: string, value: ReactNode) => (
    <div style={{ marginBottom: 12 }}>
      <dt style={{ fontWeight: 600 }}>{label}</dt>
      <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</dd>
    </div>
  );
  const showLines = !reported || status === 'conducted';

  return (
    <>
      {reported && (
        <ReportSection title={t('view.reportTitle')}>
          <dl style={{ margin: 0 }}>
            {fact(t('form.bookingStatus'), t(`status.${status}`))}
            {status === 'rescheduled' && commission.rescheduled_date && fact(t('form.rescheduledDate'), formatDate(commission.rescheduled_date, language))}
            {status === 'cancelled_fee' && commission.fee_ex_vat !== null && fact(t('form.fee'), formatMoney(commission.fee_ex_vat, language))}
            {commission.invoice_information && fact(t('form.invoiceInformation'), commission.invoice_information)}
            {commission.comment && fact(t('form.comment'), commission.comment)}
            {fact(
              t('invoiceCopy.title'),
              commission.invoice_copy ? (
                <Flex gap={8} align="center" wrap>
                  <PaperClipOutlined aria-hidden />
                  <Typography.Link href={commission.invoice_copy.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                    {commission.invoice_copy.name}
                  </Typography.Link>
                  <Typography.Text type="secondary">({formatFileSize(commission.invoice_copy.size, language)})</Typography.Text>
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('invoiceCopy.none')}</Typography.Text>
              ),
            )}
          </dl>
        </ReportSection>
      )}
      <ReportSection title={showLines ? t('lines.title') : t('totals.title')} intro={reported ? undefined : t('view.quoteIntro')}>
        {showLines && (
          <CommissionLines
            lines={commission.lines}
            stacked={!screens.xl}
            amounts={commission.lines.map((line) => (reported ? line.amount_conducted : line.amount_quote))}
          />
        )}
        <CommissionTotals
          quoteAmount={commission.quote_amount}
          amount={reported ? (commission.reported_amount ?? commission.amount) : null}
          difference={commission.difference}
        />
        {commission.final_amount !== null && (
          <Typography.Paragraph style={{ textAlign: 'right', marginTop: 8 }}>
            {t('view.final', { amount: formatMoney(commission.final_amount, language) })}
          </Typography.Paragraph>
        )}
      </ReportSection>
    </>
  );
}
