import { Typography } from '@portal/ui';
import type { Schemas } from '@portal/api-client';
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useLanguage } from '@portal/platform';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
import { gapText } from './gap-text';
import { PRESENTATION_NS } from './texts';

export interface VenueOfferProps {
  comparison: Schemas['VenueComparison'];
  request: Schemas['QuoteRequest'];
}

/** What the venue offers against what was asked (rooms, halls), and every way it falls short, flagged. */
export function VenueOffer({ comparison, request }: VenueOfferProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const { token } = theme.useToken();
  const number = (value: number) => formatCount(value, language);

  const offers = [
    request.single_rooms > 0 || comparison.single_rooms > 0
      ? t('venue.offers.singleRooms', { offered: number(comparison.single_rooms), requested: number(request.single_rooms) })
      : null,
    request.double_rooms > 0 || comparison.double_rooms > 0
      ? t('venue.offers.doubleRooms', { offered: number(comparison.double_rooms), requested: number(request.double_rooms) })
      : null,
    comparison.largest_hall_sqm === null ? null : t('venue.offers.largestHall', { size: number(comparison.largest_hall_sqm) }),
    comparison.most_places === null ? null : t('venue.offers.mostPlaces', { count: comparison.most_places, formatted: number(comparison.most_places) }),
  ].filter((offer): offer is string => offer !== null);

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      {offers.length > 0 && (
        <div>
          <Typography.Title level={4} style={{ fontSize: 15, margin: 0 }}>
            {t('venue.offers.title')}
          </Typography.Title>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {offers.map((offer) => (
              <li key={offer}>{offer}</li>
            ))}
          </ul>
        </div>
      )}
      {comparison.gaps.length === 0 ? (
        <Typography.Text>
          <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess, marginInlineEnd: 8 }} />
          {t('venue.gaps.none')}
        </Typography.Text>
      ) : (
        <div style={{ border: `1px solid ${token.colorWarningBorder}`, background: token.colorWarningBg, borderRadius: token.borderRadius, padding: '8px 12px' }}>
          <Typography.Title level={4} style={{ fontSize: 15, margin: 0 }}>
            <WarningOutlined aria-hidden style={{ color: token.colorWarning, marginInlineEnd: 8 }} />
            {t('venue.gaps.title')}
          </Typography.Title>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {comparison.gaps.map((gap, index) => (
              <li key={index}>{gapText(gap, t, language, request.start_date)}</li>
            ))}
          </ul>
        </div>
      )}
    </Flex>
  );
}
