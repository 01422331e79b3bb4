import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { formatCount, formatDate, formatDateSpan, formatTime } from '@portal/ui';
import { Descriptions, Table, type DescriptionsProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUOTE_RESPONSE_NS } from './i18n';
import { QuoteSection } from './quote-section';

type QuoteRequest = Schemas['QuoteRequest'];
type RequestItem = Schemas['QuoteRequestItem'];

export interface QuoteRequestSummaryProps {
  request: QuoteRequest;
}

const columns = { xs: 1, sm: 1, md: 2, xl: 3 } as const;

/** The request as the customer described it (read only): what the venue answers. */
export function QuoteRequestSummary({ request }: QuoteRequestSummaryProps) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const notGiven = <Typography.Text type="secondary">{t('request.notGiven')}</Typography.Text>;
  const or = (value: string | null | undefined) => (value ? value : notGiven);
  const people = (count: number | null) => (count === null ? notGiven : t('request.people', { count, formatted: formatCount(count, language) }));
  const rooms = (count: number) => t('request.rooms', { count, formatted: formatCount(count, language) });
  const times = [formatTime(request.arrival_time), formatTime(request.departure_time)];
  const place = [request.city, request.region].filter(Boolean).join(', ');

  const items: DescriptionsProps['items'] = [
    { key: 'dates', label: t('request.fields.dates'), children: or(formatDateSpan(request.start_date, request.end_date, language)) },
    {
      key: 'times',
      label: t('request.fields.times'),
      children: times.some(Boolean) ? t('request.timesValue', { arrival: times[0] ?? '–', departure: times[1] ?? '–' }) : notGiven,
    },
    { key: 'participants', label: t('request.fields.participants'), children: people(request.participants) },
    {
      key: 'conference_type',
      label: t('request.fields.conference_type'),
      children: request.conference_type ? t(`conferenceType.${request.conference_type}`) : notGiven,
    },
    { key: 'single_rooms', label: t('request.fields.single_rooms'), children: rooms(request.single_rooms) },
    { key: 'double_rooms', label: t('request.fields.double_rooms'), children: rooms(request.double_rooms) },
    { key: 'conference_room_size', label: t('request.fields.conference_room_size'), children: people(request.conference_room_size) },
    { key: 'seating', label: t('request.fields.seating'), children: request.seating ? t(`seating.${request.seating}`) : notGiven },
    { key: 'place', label: t('request.fields.place'), children: or(place) },
    { key: 'vat_basis', label: t('request.fields.vat_basis'), children: t(`request.vatBasis.${request.vat_basis}`) },
  ];

  return (
    <QuoteSection title={t('request.title')} intro={t('request.intro')}>
      <Descriptions bordered size="small" column={columns} items={items} />

      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        {t('request.fields.message')}
      </Typography.Title>
      {request.message ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{request.message}</Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">{t('request.noMessage')}</Typography.Text>
      )}

      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        {t('request.itemsTitle')}
      </Typography.Title>
      <RequestItems items={request.items} />

      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        {t('request.answersTitle')}
      </Typography.Title>
      {request.answers.length === 0 ? (
        <Typography.Text type="secondary">{t('request.noAnswers')}</Typography.Text>
      ) : (
        <dl style={{ margin: 0 }}>
          {request.answers.map((answer, index) => (
            <div key={index} style={{ marginBottom: 8 }}>
              <dt style={{ fontWeight: 600 }}>{language === 'en' ? answer.question_en : answer.question_sv}</dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{(language === 'en' ? answer.answer_en : answer.answer_sv) || '–'}</dd>
            </div>
          ))}
        </dl>
      )}
    </QuoteSection>
  );
}

function RequestItems({ items }: { items: RequestItem[] }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  if (items.length === 0) return <Typography.Text type="secondary">{t('request.noItems')}</Typography.Text>;
  return (
    // A region the keyboard reaches scrolls sideways on a phone (axe: scrollable regions need keyboard access).
    <div role="region" aria-label={t('request.itemsTitle')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<RequestItem & { key: number }>
        size="small"
        pagination={false}
        dataSource={items.map((item, index) => ({ ...item, key: index }))}
        scroll={{ x: 640 }}
        columns={[
          { key: 'kind', title: t('request.itemColumns.kind'), render: (_, item) => t(`itemKind.${item.kind}`) },
          { key: 'name', title: t('request.itemColumns.name'), render: (_, item) => item.name },
          { key: 'day', title: t('request.itemColumns.day'), render: (_, item) => (item.day ? formatDate(item.day, language) : t(item.kind === 'product' ? 'noSetDay' : 'everyDay')) },
          { key: 'quantity', title: t('request.itemColumns.quantity'), align: 'right', render: (_, item) => formatCount(item.quantity, language) },
          {
            key: 'room',
            title: t('request.itemColumns.room'),
            render: (_, item) =>
              [item.room_size === null ? null : t('request.people', { count: item.room_size, formatted: formatCount(item.room_size, language) }), item.seating ? t(`seating.${item.seating}`) : null]
                .filter(Boolean)
                .join(', ') || '–',
          },
          { key: 'comment', title: t('request.itemColumns.comment'), render: (_, item) => item.comment || '–' },
        ]}
      />
    </div>
  );
}
