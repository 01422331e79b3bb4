import { Card, Typography } from '@portal/ui';
import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateSpan } from '../../shared/format';
import { PRESENTATION_NS } from './texts';

export interface RequestSummaryProps {
  request: Schemas['QuoteRequest'];
  vatBasis: Schemas['VatBasis'];
}

/** What the customer asked for, in short: the measure every venue below is compared against. */
export function RequestSummary({ request, vatBasis }: RequestSummaryProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const notGiven = <Typography.Text type="secondary">{t('request.notGiven')}</Typography.Text>;
  const people = (value: number | null) => (value === null ? notGiven : t('request.people', { count: value, formatted: formatCount(value, language) }));
  const rooms = (value: number) => t('request.rooms', { count: value, formatted: formatCount(value, language) });
  const size = request.conference_room_size;
  const hall = [
    size === null ? null : t('request.hallFor', { count: size, formatted: formatCount(size, language) }),
    request.seating ? t(`seating.${request.seating}`) : null,
  ]
    .filter(Boolean)
    .join(', ');

  const { token } = theme.useToken();
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'dates', label: t('request.dates'), children: formatDateSpan(request.start_date, request.end_date, language) ?? notGiven },
    { key: 'participants', label: t('request.participants'), children: people(request.participants) },
    { key: 'single_rooms', label: t('request.singleRooms'), children: rooms(request.single_rooms) },
    { key: 'double_rooms', label: t('request.doubleRooms'), children: rooms(request.double_rooms) },
    { key: 'hall', label: t('request.hall'), children: hall || notGiven },
    { key: 'prices', label: t('request.prices'), children: <Typography.Text strong>{t(`request.vatBasis.${vatBasis}`)}</Typography.Text> },
  ];

  return (
    <section aria-labelledby="presentation-request-title" style={{ marginBottom: 24 }}>
      <Card
        title={
          <Typography.Title level={2} id="presentation-request-title" style={{ fontSize: 20, margin: 0 }}>
            {t('request.title')}
          </Typography.Title>
        }
        styles={{ title: { whiteSpace: 'normal' } }}
      >
        {/* A definition list in columns as wide as the card allows (antd's Descriptions, drawn without it: issue 9). */}
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: `${token.paddingXS}px ${token.padding}px`, margin: 0 }}>
          {items.map((item) => (
            <div key={item.key} style={{ display: 'flex', flexWrap: 'wrap', gap: '0 8px', minWidth: 0 }}>
              <dt style={{ color: token.colorTextSecondary }}>{item.label}:</dt>
              <dd style={{ margin: 0, color: token.colorText }}>{item.children}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
