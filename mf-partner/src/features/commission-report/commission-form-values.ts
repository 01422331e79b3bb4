import type { Dayjs } from 'dayjs';
import { feeCommission, lineCommission, sumCommissions, type LineCommission } from './commission-arithmetic';
import type { Commission, CommissionBookingStatus, CommissionReportInput } from './api/use-commission';

export const BOOKING_STATUSES: readonly CommissionBookingStatus[] = ['conducted', 'rescheduled', 'cancelled_fee', 'cancelled_no_fee'];

/** The report as the form holds it: the fee in öre, quantities as typed (NaN while no number). */
export interface CommissionFormValues {
  booking_status: CommissionBookingStatus | null;
  rescheduled_date: Dayjs | null;
  fee_ex_vat: number | null;
  lines: { id: number; quantity_conducted: number | null }[];
  invoice_information: string;
  comment: string;
}

/** The outcomes that need the invoice information (the server's rule, mirrored so the field says so first). */
export const needsInvoiceInformation = (status: CommissionBookingStatus | null | undefined) => status === 'conducted' || status === 'cancelled_fee';

/** The form's starting values: each line's conducted quantity prefilled with the quote's, nothing chosen yet. */
export function toFormValues(commission: Commission): CommissionFormValues {
  return {
    booking_status: commission.booking_status,
    rescheduled_date: null,
    fee_ex_vat: commission.fee_ex_vat,
    lines: commission.lines.map((line) => ({ id: line.id, quantity_conducted: line.quantity_conducted ?? line.quantity_in_quote })),
    invoice_information: commission.invoice_information ?? '',
    comment: commission.comment ?? '',
  };
}

const text = (value: string | undefined | null): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** What the API takes: only what the chosen outcome uses (every line once, by its id, when conducted). */
export function toReportInput(values: CommissionFormValues): CommissionReportInput {
  const status = values.booking_status!;
  return {
    booking_status: status,
    rescheduled_date: status === 'rescheduled' && values.rescheduled_date ? values.rescheduled_date.format('YYYY-MM-DD') : null,
    fee_ex_vat: status === 'cancelled_fee' ? (values.fee_ex_vat ?? null) : null,
    ...(status === 'conducted' ? { lines: values.lines.map((line) => ({ id: line.id, quantity_conducted: line.quantity_conducted ?? 0 })) } : {}),
    invoice_information: needsInvoiceInformation(status) ? text(values.invoice_information) : null,
    comment: text(values.comment),
  };
}

export interface ReportAmounts {
  /** Each line's base and commission for the quantity typed (null while it is no number). */
  lines: (LineCommission | null)[];
  /** The commission the report gives: null while not computable, or for a reschedule (no commission now). */
  amount: number | null;
  /** amount − the quote's commission. */
  difference: number | null;
}

/** The live preview of what the report gives, by the server's arithmetic. */
export function reportAmounts(commission: Commission, values: Partial<CommissionFormValues> | undefined): ReportAmounts {
  const lines = commission.lines.map((line, index) => lineCommission(line, values?.lines?.[index]?.quantity_conducted ?? null));
  let amount: number | null = null;
  switch (values?.booking_status) {
    case 'conducted':
      amount = sumCommissions(lines)?.amount ?? null;
      break;
    case 'cancelled_fee':
      amount = feeCommission(values.fee_ex_vat, commission.commission_bp);
      break;
    case 'cancelled_no_fee':
      amount = 0;
      break;
    default:
      amount = null;
  }
  return { lines, amount, difference: amount === null ? null : amount - commission.quote_amount };
}

/** Where the server's message about `name` goes: a field of the form (a path into the lines), or above the buttons. */
export function serverFieldTarget(name: string): (string | number)[] | null {
  const line = /^lines\.(\d+)\.quantity_conducted$/.exec(name);
  if (line) return ['lines', Number(line[1]), 'quantity_conducted'];
  if (['booking_status', 'rescheduled_date', 'fee_ex_vat', 'invoice_information', 'comment'].includes(name)) return [name];
  return null;
}
