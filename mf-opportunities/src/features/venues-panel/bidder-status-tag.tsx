import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BidderStatus } from './use-bidders';

/** The colours of the portal's tags (contrast checked in the providers' Tag tokens). */
const COLORS: Record<BidderStatus, string> = {
  invitation_not_sent: 'default',
  invitation_sent: 'blue',
  saved: 'gold',
  submitted: 'cyan',
  denied: 'orange',
  won: 'green',
  lost: 'red',
};

export function BidderStatusTag({ status }: { status: BidderStatus }) {
  const { t } = useTranslation('opportunities');
  return <Tag color={COLORS[status]}>{t(`venues.status.${status}`)}</Tag>;
}
