import { useLanguage } from '@portal/platform';
import { Button, Card } from '@portal/plain';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import { useOpenNextStep, type CustomerRequest } from './api/use-customer-request';
import { quietLinkRequest } from '../../shared/link-request';
import { CUSTOMER_REQUEST_NS } from './texts';

/** What happens next, in words, and the button to the next step's page when the customer has one. */
export function NextStep({ request, token }: { request: CustomerRequest; token: string }) {
  const { t } = useTranslation(CUSTOMER_REQUEST_NS);
  const language = useLanguage();
  const navigate = useNavigate();
  const open = useOpenNextStep(token);
  const hold = request.hold;

  const go = (step: 'presentation' | 'preliminary_booking') =>
    open.mutate({ ...quietLinkRequest(token), body: { step } }, { onSuccess: ({ data }) => navigate(data.path) });

  let text: string;
  let action: 'presentation' | 'preliminary_booking' | null = null;
  if (request.next === 'presentation') {
    text = t('next.presentation');
    action = 'presentation';
  } else if (request.next === 'preliminary_booking' && hold) {
    text = t('next.preliminary_booking', { venue: hold.venue_name, date: hold.hold_until ? formatDate(hold.hold_until, language) : '' });
    action = 'preliminary_booking';
  } else if (request.stage === 'closed') {
    text = t('next.closed');
  } else if (request.stage === 'confirmed' && hold) {
    text = t('next.confirmed', { venue: hold.venue_name });
  } else {
    text = t(`next.wait.${request.stage}`);
  }

  return (
    <Card className="cp-section" title={<h2 className="cp-h4">{t('next.title')}</h2>}>
      {request.booked_venues.length > 0 && <p className="cp-p-tight">{t('next.booked', { venues: request.booked_venues.join(', ') })}</p>}
      {hold && request.next !== 'preliminary_booking' && request.stage !== 'confirmed' && (
        <p className="cp-p-tight">{t(`next.holdStatus.${hold.status}`, { venue: hold.venue_name, date: hold.hold_until ? formatDate(hold.hold_until, language) : '' })}</p>
      )}
      <p className="cp-p">{text}</p>
      {action && (
        <Button variant="primary" loading={open.isPending} onClick={() => go(action)}>
          {t(action === 'presentation' ? 'next.presentationButton' : 'next.preliminaryButton')}
        </Button>
      )}
    </Card>
  );
}
