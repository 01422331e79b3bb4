import type { Schemas } from '@portal/api-client';
import { Tag } from 'antd';

export type QuoteStatus = Schemas['QuoteStatus'];
export type CommissionStatus = Schemas['CommissionStatus'];

// Preset colours whose text the portal's theme darkens to 4.5:1 or more on their own background
// (base-providers.tsx); never antd's `success` or `processing`, which stay too pale
// (docs/bundle-budgets.md). The admins' venues panel gives a bidder's quote the same colours.

/** A quote's states in their colours: the same in the staff's quote pages and the venue's portal. */
export const QUOTE_STATUS_COLORS: Record<QuoteStatus, string> = {
  new: 'blue',
  saved: 'gold',
  submitted: 'cyan',
  denied: 'orange',
  won: 'green',
  lost: 'red',
};

/** A commission's states in their colours: the same in the staff's commission pages and the venue's portal. */
export const COMMISSION_STATUS_COLORS: Record<CommissionStatus, string> = {
  upcoming: 'blue',
  to_report: 'gold',
  reported: 'cyan',
  invoiced: 'purple',
  received: 'green',
};

export interface QuoteStatusTagProps {
  status: QuoteStatus;
  /** The state in the reader's words and language (the module's texts: Ny, Sparad, Skickad …). */
  label: string;
}

/** A quote's state as a tag in its colour. */
export function QuoteStatusTag({ status, label }: QuoteStatusTagProps) {
  return <Tag color={QUOTE_STATUS_COLORS[status]}>{label}</Tag>;
}

export interface CommissionStatusTagProps {
  status: CommissionStatus;
  /** The state in the reader's words and language (the staff's "Mottagen" is the venue's "Betald"). */
  label: string;
}

/** A commission's state as a tag in its colour. */
export function CommissionStatusTag({ status, label }: CommissionStatusTagProps) {
  return <Tag color={COMMISSION_STATUS_COLORS[status]}>{label}</Tag>;
}
