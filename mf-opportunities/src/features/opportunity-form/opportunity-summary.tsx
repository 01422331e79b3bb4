import { useLanguage } from '@portal/platform';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Opportunity } from '../../api/use-opportunities';
import { formatDateSpan } from '../../shared/record-dates';

export interface OpportunitySummaryProps {
  opportunity: Opportunity;
}

const none = <Typography.Text type="secondary">–</Typography.Text>;

/** A decided opportunity, read only: the server no longer allows it to be edited (revert first). */
export function OpportunitySummary({ opportunity: o }: OpportunitySummaryProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const label = (field: string) => t(`opportunity.form.fields.${field}`);
  const items = [
    { key: 'account_id', label: label('account_id'), children: o.account?.name ?? none },
    { key: 'contact_id', label: label('contact_id'), children: o.contact?.name ?? none },
    { key: 'owner_id', label: label('owner_id'), children: o.owner?.name ?? none },
    { key: 'conference_type', label: label('conference_type'), children: o.conference_type ? t(`opportunity.conferenceType.${o.conference_type}`) : none },
    { key: 'dates', label: label('dates'), children: o.start_date ? formatDateSpan(o.start_date, o.end_date, language) : none },
    { key: 'times', label: label('times'), children: o.arrival_time || o.departure_time ? `${o.arrival_time ?? '–'} – ${o.departure_time ?? '–'}` : none },
    { key: 'participants', label: label('participants'), children: o.participants ?? none },
    { key: 'rooms', label: label('rooms'), children: t('opportunity.summary.rooms', { single: o.single_rooms, double: o.double_rooms }) },
    { key: 'conference_room_size', label: label('conference_room_size'), children: o.conference_room_size ?? none },
    { key: 'seating', label: label('seating'), children: o.seating ? t(`opportunity.seating.${o.seating}`) : none },
    { key: 'vat_basis', label: label('vat_basis'), children: o.vat_basis ? t(`opportunity.vatBasis.${o.vat_basis}`) : none },
    { key: 'message', label: label('message'), span: 'filled' as const, children: o.message ?? none },
  ];
  return <Descriptions bordered column={{ xs: 1, md: 2 }} items={items} />;
}
