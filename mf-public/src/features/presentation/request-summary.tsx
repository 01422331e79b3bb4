import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Card } from '@portal/plain';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../shared/fact-list';
import { formatCount, formatDate, formatDateSpan } from '../../shared/format';
import { PRESENTATION_NS } from './texts';

export interface RequestSummaryProps {
  request: Schemas['QuoteRequest'];
  vatBasis: Schemas['VatBasis'];
}

/** What the customer asked for, in short: the measure every venue below is compared against. */
export function RequestSummary({ request, vatBasis }: RequestSummaryProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const notGiven = <span className="plain-secondary">{t('request.notGiven')}</span>;
  const people = (value: number | null) => (value === null ? notGiven : t('request.people', { count: value, formatted: formatCount(value, language) }));
  const rooms = (value: number) => t('request.rooms', { count: value, formatted: formatCount(value, language) });
  const size = request.conference_room_size;
  const hall = [
    size === null ? null : t('request.hallFor', { count: size, formatted: formatCount(size, language) }),
    request.seating ? t(`seating.${request.seating}`) : null,
  ]
    .filter(Boolean)
    .join(', ');

  const place = [request.city, request.region].filter(Boolean).join(', ');
  // Meals and extras as asked: "Lunch: alla dagar, 20 personer" (the rooms are the hall's row).
  const extras = request.items.filter((item) => item.kind !== 'conference_room');
  const meals =
    extras.length === 0 ? (
      <span className="plain-secondary">{t('request.mealsNone')}</span>
    ) : (
      <ul className="cp-plain-list">
        {extras.map((item, index) => (
          <li key={index}>
            {/* A meal without a day is every day; a product is once, on its day if it has one. */}
            {t(item.day || item.kind === 'meal' ? 'request.item' : 'request.itemOnce', {
              name: item.name,
              when: item.day ? formatDate(item.day, language) : t('request.everyDay'),
              people: t('request.people', { count: item.quantity, formatted: formatCount(item.quantity, language) }),
            })}
          </li>
        ))}
      </ul>
    );

  const items: Fact[] = [
    { key: 'place', label: t('request.place'), children: place || notGiven },
    { key: 'dates', label: t('request.dates'), children: formatDateSpan(request.start_date, request.end_date, language) ?? notGiven },
    { key: 'participants', label: t('request.participants'), children: people(request.participants) },
    { key: 'single_rooms', label: t('request.singleRooms'), children: rooms(request.single_rooms) },
    { key: 'double_rooms', label: t('request.doubleRooms'), children: rooms(request.double_rooms) },
    { key: 'hall', label: t('request.hall'), children: hall || notGiven },
    { key: 'meals', label: t('request.meals'), children: meals },
    { key: 'prices', label: t('request.prices'), children: <strong className="cp-strong">{t(`request.vatBasis.${vatBasis}`)}</strong> },
  ];

  return (
    <section aria-labelledby="presentation-request-title" className="cp-section">
      <Card
        title={
          <h2 id="presentation-request-title" className="cp-h2">
            {t('request.title')}
          </h2>
        }
      >
        <FactList items={items} />
      </Card>
    </section>
  );
}
