import type { Schemas } from '@portal/api-client';
import { $api, useLanguage } from '@portal/platform';
import { Button, Flex, Skeleton, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/invite';

type VenueSuggestion = Schemas['VenueSuggestion'];
type SuggestionsAnswer = Schemas['VenueSuggestions'];

/** How many suggestions the bar shows. */
const SHOWN = 5;

export interface VenueSuggestionsProps {
  opportunityId: number;
  /** The bar's region and city filters: the suggestions are narrowed to them. */
  regionId: number | undefined;
  cityId: number | undefined;
  /** The venue being added, if one is. */
  adding: number | null;
  onAdd: (accountId: number) => void;
}

/** Why a venue is suggested, in the order the server ranks by: place, fit, responsiveness. */
export function suggestionReasons(suggestion: VenueSuggestion, request: Pick<SuggestionsAnswer, 'seats_needed' | 'rooms_needed'>, t: TFunction, language: string): string[] {
  const reasons: string[] = [];
  if (suggestion.city_match && suggestion.city_name) reasons.push(t('suggest.reason.city', { city: suggestion.city_name }));
  else if (suggestion.region_match && suggestion.region_name) reasons.push(t('suggest.reason.region', { region: suggestion.region_name }));
  else {
    const place = [suggestion.city_name, suggestion.region_name].filter(Boolean).join(', ');
    reasons.push(place ? t('suggest.reason.place', { place }) : t('suggest.reason.placeUnknown'));
  }
  const needed = request.seats_needed;
  if (needed !== null) {
    if (suggestion.seats === null) reasons.push(t('suggest.reason.seatsUnknown'));
    else reasons.push(t(suggestion.seats_fit ? 'suggest.reason.seatsFit' : 'suggest.reason.seatsShort', { seats: suggestion.seats, needed }));
  }
  if (request.rooms_needed > 0) {
    if (suggestion.guest_rooms === null) reasons.push(t('suggest.reason.roomsUnknown'));
    else reasons.push(t(suggestion.rooms_fit ? 'suggest.reason.roomsFit' : 'suggest.reason.roomsShort', { rooms: suggestion.guest_rooms, needed: request.rooms_needed }));
  }
  if (suggestion.invited === 0) reasons.push(t('suggest.reason.neverInvited'));
  else {
    const inTime = t('suggest.reason.inTime', { inTime: suggestion.answered_in_time, invited: suggestion.invited });
    const hours = suggestion.median_hours;
    if (hours === null) reasons.push(inTime);
    else if (hours < 1) reasons.push(`${inTime}, ${t('suggest.reason.medianUnderHour')}`);
    else reasons.push(`${inTime}, ${t('suggest.reason.median', { hours: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(hours) })}`);
  }
  return reasons;
}

/**
 * The partner venues the server suggests for the opportunity (issue 26 §2), best first, each
 * with why (its place, its halls and rooms against the request, how it answers invitations) and
 * a button that adds it. Narrowed by the bar's region and city.
 */
export function VenueSuggestions({ opportunityId, regionId, cityId, adding, onAdd }: VenueSuggestionsProps) {
  const { t } = useTranslation('venueInvite');
  const language = useLanguage();
  const titleId = useId();
  const query = { limit: SHOWN, ...(regionId === undefined ? {} : { region_id: regionId }), ...(cityId === undefined ? {} : { city_id: cityId }) };
  const suggestions = $api.useQuery(
    'get',
    '/opportunity/{id}/venue-suggestions',
    { params: { path: { id: opportunityId }, query } },
    { select: (body) => body.data, placeholderData: (previous) => previous },
  );

  let content;
  if (suggestions.isPending) content = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (suggestions.isError) content = <Typography.Text type="danger">{t('suggest.loadError')}</Typography.Text>;
  else if (suggestions.data.suggestions.length === 0) content = <Typography.Text type="secondary">{t('suggest.empty')}</Typography.Text>;
  else {
    const data = suggestions.data;
    content = (
      <ol aria-label={t('suggest.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.suggestions.map((suggestion) => (
          <li key={suggestion.account_id} style={{ padding: '8px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
            <Flex gap={12} align="center" justify="space-between" wrap>
              <div style={{ minWidth: 0, flex: '1 1 320px' }}>
                <Typography.Text strong>{suggestion.name}</Typography.Text>
                <Typography.Text style={{ display: 'block' }}>{suggestionReasons(suggestion, data, t, language).join(' · ')}</Typography.Text>
              </div>
              <Button
                aria-label={t('suggest.addName', { name: suggestion.name })}
                loading={adding === suggestion.account_id}
                disabled={adding !== null && adding !== suggestion.account_id}
                onClick={() => onAdd(suggestion.account_id)}
              >
                {t('suggest.add')}
              </Button>
            </Flex>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={titleId} style={{ marginBottom: 16 }}>
      <Typography.Text strong id={titleId} style={{ display: 'block' }}>
        {t('suggest.title')}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {t('suggest.hint')}
      </Typography.Paragraph>
      {content}
    </section>
  );
}
