import { useLanguage } from '@portal/platform';
import { useTableColumns, type DataTableColumn, DetailCard } from '@portal/ui';
import { Descriptions, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuoteRequest } from '../../api/quote-types';
import { formatDate } from '../../shared/format-date';

/** A row of the request, keyed by its place (two rows may name the same meal on the same day). */
type RequestItem = QuoteRequest['items'][number] & { key: number };

export interface QuoteRequestSummaryProps {
  request: QuoteRequest;
}

const none = <Typography.Text type="secondary">–</Typography.Text>;

/** What the venue was asked for, as it saw it: dates, people, rooms, seating, meals and the needs analysis. */
export function QuoteRequestSummary({ request: r }: QuoteRequestSummaryProps) {
  const { t } = useTranslation('quotes', { keyPrefix: 'quoteDetail.request' });
  const { t: tq } = useTranslation('quotes');
  const language = useLanguage();
  const date = (value: string | null) => (value ? formatDate(value, language) : '–');
  const dates = !r.start_date ? none : r.end_date && r.end_date !== r.start_date ? `${date(r.start_date)} – ${date(r.end_date)}` : date(r.start_date);
  const place = [r.city, r.region].filter(Boolean).join(', ');
  const items = [
    { key: 'conference_type', label: t('conference_type'), children: r.conference_type ? tq(`conferenceType.${r.conference_type}`) : none },
    { key: 'dates', label: t('dates'), children: dates },
    { key: 'times', label: t('times'), children: r.arrival_time || r.departure_time ? `${r.arrival_time ?? '–'} – ${r.departure_time ?? '–'}` : none },
    { key: 'participants', label: t('participants'), children: r.participants ?? none },
    { key: 'rooms', label: t('rooms'), children: t('roomsValue', { single: r.single_rooms, double: r.double_rooms }) },
    { key: 'conference_room_size', label: t('conference_room_size'), children: r.conference_room_size ?? none },
    { key: 'seating', label: t('seating'), children: r.seating ? tq(`seating.${r.seating}`) : none },
    { key: 'vat_basis', label: t('vat_basis'), children: tq(`vatBasis.${r.vat_basis}`) },
    { key: 'place', label: t('place'), children: place || none },
    {
      key: 'message',
      label: t('message'),
      span: 'filled' as const,
      children: r.message ? <span style={{ whiteSpace: 'pre-line' }}>{r.message}</span> : none,
    },
  ];
  const itemColumns = useTableColumns<RequestItem>([
    {
      key: 'name',
      title: t('items.name'),
      // The kind and the day beside the name, so that a phone shows them too.
      render: (_, item) => (
        <Flex vertical>
          <span>{item.name}</span>
          <Typography.Text type="secondary">
            {tq(`itemKind.${item.kind}`)} · {item.day ? formatDate(item.day, language) : t('items.everyDay')}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'quantity', title: t('items.quantity'), kind: 'count', align: 'right', render: (_, item) => item.quantity },
    {
      key: 'room',
      title: t('items.room'),
      priority: 'high',
      render: (_, item) =>
        item.kind === 'conference_room'
          ? [item.room_size ? t('items.roomSize', { size: item.room_size }) : null, item.seating ? tq(`seating.${item.seating}`) : null]
              .filter(Boolean)
              .join(', ') || none
          : none,
    },
    { key: 'comment', title: t('items.comment'), priority: 'medium', render: (_, item) => item.comment ?? none },
  ] satisfies DataTableColumn<RequestItem>[]);

  return (
    <DetailCard title={t('title')}>
      <Flex vertical gap={16}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
        {r.items.length > 0 && (
          <>
            <Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>
              {t('items.title')}
            </Typography.Title>
            <Table<RequestItem>
              aria-label={t('items.title')}
              rowKey="key"
              size="small"
              columns={itemColumns}
              dataSource={r.items.map((item, key) => ({ ...item, key }))}
              pagination={false}
              tableLayout="fixed"
            />
          </>
        )}
        {r.answers.length > 0 && (
          <>
            <Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>
              {t('answers')}
            </Typography.Title>
            <Descriptions
              bordered
              size="small"
              column={1}
              items={r.answers.map((answer, index) => ({
                key: index,
                // Written out by the server in both languages (yes/no, dates, the chosen options).
                label: language === 'en' ? answer.question_en : answer.question_sv,
                children: language === 'en' ? answer.answer_en : answer.answer_sv,
              }))}
            />
          </>
        )}
      </Flex>
    </DetailCard>
  );
}
