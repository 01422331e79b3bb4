import { useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommissionReportInput } from './api/use-commission';
import { formatDate } from '../../shared/quote-dates';
import { PARTNER_COMMISSION_NS } from './texts';

/** A report about to be sent: what it says, and the commission it comes to. */
export interface ReportToSubmit {
  input: CommissionReportInput;
  amount: number | null;
}

export interface ConfirmReportDialogProps {
  toSubmit: ReportToSubmit | null;
  reporting: boolean;
  onConfirm: () => Promise<void> | undefined;
  onCancel: () => void;
}

/** "A report cannot be changed": the outcome (with its new date or amount) confirmed before it is sent. */
export function ConfirmReportDialog({ toSubmit, reporting, onConfirm, onCancel }: ConfirmReportDialogProps) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const language = useLanguage();
  return (
    <Modal
      open={toSubmit !== null}
      title={t('confirm.title')}
      okText={t('confirm.ok')}
      cancelText={t('confirm.cancel')}
      confirmLoading={reporting}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{t('confirm.text')}</Typography.Paragraph>
      {toSubmit && (
        <Typography.Paragraph strong>
          {t(`status.${toSubmit.input.booking_status}`)}
          {toSubmit.input.booking_status === 'rescheduled' && toSubmit.input.rescheduled_date
            ? ` · ${formatDate(toSubmit.input.rescheduled_date, language)}`
            : toSubmit.amount !== null
              ? ` · ${t('confirm.amount', { amount: formatMoney(toSubmit.amount, language) })}`
              : ''}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
