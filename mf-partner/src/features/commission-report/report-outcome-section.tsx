import { MoneyInput, useFormRules } from '@portal/ui';
import { Form, Radio, Spin, type FormRule, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommissionBookingStatus } from './api/use-commission';
import { BOOKING_STATUSES } from './commission-form-values';
import { ReportSection } from './report-section';
import type { RescheduledDatePickerProps } from './rescheduled-date-picker';
import { PARTNER_COMMISSION_NS } from './texts';

// Fetched when it is first shown, for a reschedule (docs/bundle-budgets.md).
const RescheduledDatePicker = lazy(async () => ({ default: (await import('./rescheduled-date-picker')).RescheduledDatePicker }));

const MAX_FEE = 100_000_000_000;

/** The picker as a Form.Item control: the item's value, onChange and id reach it through the Suspense. */
function LazyDatePicker(props: RescheduledDatePickerProps) {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <RescheduledDatePicker {...props} />
    </Suspense>
  );
}

/**
 * "How did the booking go": the outcome, then what it needs (the new date of a reschedule, the
 * fee of a cancellation with one) or what it means.
 */
export function ReportOutcomeSection({ status }: { status: CommissionBookingStatus | null | undefined }) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const rules = useFormRules();
  const afterToday = useMemo<FormRule>(
    () => ({
      validator: async (_rule, value: Dayjs | null | undefined) => {
        if (value && !value.isAfter(dayjs(), 'day')) throw new Error(t('form.rescheduledDateAfterToday'));
      },
    }),
    [t],
  );
  const statusOptions = BOOKING_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));

  return (
    <ReportSection title={t('form.outcomeTitle')}>
      <Form.Item name="booking_status" label={t('form.bookingStatus')} required rules={[{ required: true, message: t('form.bookingStatusRequired') }]}>
        <Radio.Group aria-label={t('form.bookingStatus')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} options={statusOptions} />
      </Form.Item>

      {status === 'rescheduled' && (
        <Form.Item
          name="rescheduled_date"
          label={t('form.rescheduledDate')}
          extra={t('form.rescheduledDateHint')}
          required
          rules={[{ required: true, message: t('form.rescheduledDateRequired') }, afterToday]}
        >
          <LazyDatePicker />
        </Form.Item>
      )}

      {status === 'cancelled_fee' && (
        <Form.Item
          name="fee_ex_vat"
          label={t('form.fee')}
          extra={t('form.feeHint')}
          required
          rules={[{ required: true, message: t('form.feeRequired') }, rules.money({ min: 0, max: MAX_FEE })]}
          style={{ maxWidth: 260 }}
        >
          <MoneyInput />
        </Form.Item>
      )}
      {status === 'cancelled_no_fee' && <Typography.Paragraph type="secondary">{t('form.noFeeText')}</Typography.Paragraph>}
      {status === 'rescheduled' && <Typography.Paragraph type="secondary">{t('form.rescheduledText')}</Typography.Paragraph>}
    </ReportSection>
  );
}
