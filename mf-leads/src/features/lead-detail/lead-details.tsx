import type { Lead } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Descriptions, Flex, type DescriptionsProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countDays, formatDateRange, formatDateTime } from '../../shared/lead-dates';
import { leadName } from '../../shared/lead-name';
import { LeadStatusTag } from '../../shared/lead-status-tag';

export interface LeadDetailsProps {
  lead: Lead;
}

const columns = { xs: 1, sm: 1, md: 2 } as const;

/** Every field of a lead (SPEC §3), grouped and in readable form. */
export function LeadDetails({ lead }: LeadDetailsProps) {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  const people = (count: number) => t('detail.people', { count });
  const yesNo = (value: boolean) => (value ? t('detail.yes') : t('detail.no'));

  const contact: DescriptionsProps['items'] = [
    { key: 'name', label: t('detail.fields.name'), children: leadName(lead) },
    {
      key: 'business',
      label: t('detail.fields.business'),
      children: lead.business ?? <Typography.Text type="secondary">{t('detail.notGiven')}</Typography.Text>,
    },
    { key: 'email', label: t('detail.fields.email'), children: <a href={`mailto:${lead.email}`}>{lead.email}</a> },
    { key: 'phone', label: t('detail.fields.phone'), children: <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a> },
    { key: 'contact_method', label: t('detail.fields.contact_method'), children: t(`options.contactMethod.${lead.contact_method}`) },
    { key: 'language', label: t('detail.fields.language'), children: t(`options.language.${lead.language}`) },
  ];

  const conference: DescriptionsProps['items'] = [
    { key: 'conference_type', label: t('detail.fields.conference_type'), children: t(`options.conferenceType.${lead.conference_type}`) },
    {
      key: 'dates',
      label: t('detail.fields.dates'),
      children: `${formatDateRange(lead.start_date, lead.end_date, language)} (${t('detail.days', { count: countDays(lead.start_date, lead.end_date) })})`,
    },
    { key: 'times', label: t('detail.fields.times'), children: `${lead.arrival_time} – ${lead.departure_time}` },
    { key: 'participants', label: t('detail.fields.participants'), children: people(lead.participants) },
    { key: 'conference_room_size', label: t('detail.fields.conference_room_size'), children: people(lead.conference_room_size) },
    { key: 'furnishing', label: t('detail.fields.furnishing'), children: t(`options.furnishing.${lead.furnishing}`) },
  ];

  const accommodation: DescriptionsProps['items'] =
    lead.conference_type === 'overnight'
      ? [
          { key: 'single_room_people', label: t('detail.fields.single_room_people'), children: people(lead.single_room_people) },
          { key: 'double_room_people', label: t('detail.fields.double_room_people'), children: people(lead.double_room_people) },
          { key: 'accepts_shared_double', label: t('detail.fields.accepts_shared_double'), children: yesNo(lead.accepts_shared_double) },
        ]
      : [{ key: 'overnight', label: t('detail.fields.overnight'), children: t('detail.noAccommodation') }];

  const placeAndPrices: DescriptionsProps['items'] = [
    { key: 'region', label: t('detail.fields.region'), children: lead.region_name },
    { key: 'city', label: t('detail.fields.city'), children: lead.city_name },
    { key: 'vat_basis', label: t('detail.fields.vat_basis'), children: t(`options.vatBasis.${lead.vat_basis}`) },
    {
      key: 'submitted_at',
      label: t('detail.fields.submitted_at'),
      children: <time dateTime={lead.submitted_at}>{formatDateTime(lead.submitted_at, language)}</time>,
    },
    { key: 'status', label: t('detail.fields.status'), children: <LeadStatusTag status={lead.status} /> },
  ];

  const section = (title: string, items: DescriptionsProps['items']) => (
    <Descriptions title={<h3 style={{ margin: 0, font: 'inherit' }}>{title}</h3>} bordered size="small" column={columns} items={items} />
  );

  return (
    <Flex vertical gap={24}>
      {section(t('detail.sections.contact'), contact)}
      {section(t('detail.sections.conference'), conference)}
      {section(t('detail.sections.accommodation'), accommodation)}
      {section(t('detail.sections.placeAndPrices'), placeAndPrices)}
      <section aria-labelledby="lead-message-title">
        <Typography.Title level={3} id="lead-message-title" style={{ fontSize: 16 }}>
          {t('detail.sections.message')}
        </Typography.Title>
        {lead.message ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{lead.message}</Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('detail.noMessage')}</Typography.Text>
        )}
      </section>
    </Flex>
  );
}
