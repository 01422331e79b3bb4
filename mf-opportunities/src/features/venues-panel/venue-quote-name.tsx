import { routeUrl } from '@portal/platform';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Words wrap between them, never inside one (antd's texts would break "Strandh-otellet"). */
const unbroken = { overflowWrap: 'normal', wordBreak: 'normal' } as const;

export interface VenueQuoteNameProps {
  name: string;
  /** The venue's quote, once it was invited. */
  quoteId: number | null;
}

/** A venue's name in bold; once it was invited it opens its quote as the venue sent it (`/edit-quotes-{id}`). */
export function VenueQuoteName({ name, quoteId }: VenueQuoteNameProps) {
  const { t } = useTranslation('opportunities');
  if (quoteId === null) {
    return (
      <Typography.Text strong style={unbroken}>
        {name}
      </Typography.Text>
    );
  }
  return (
    <Link to={routeUrl('editQuote', { id: quoteId })} aria-label={t('venues.openQuote', { name })}>
      <Typography.Text strong style={{ color: 'inherit', ...unbroken }}>
        {name}
      </Typography.Text>
    </Link>
  );
}
