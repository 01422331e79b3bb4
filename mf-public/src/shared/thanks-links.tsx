import { $api, routeUrl } from '@portal/platform';
import { Button, ButtonLink } from '@portal/plain';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { quietLinkRequest } from './link-request';
import { reportLinkCallError } from './report-link-call-error';

/** The operation that turns the page's own link into a link to the customer's request page. */
export type RequestLinkCall = '/public/presentation/request-link' | '/public/preliminary-booking/request-link';

/**
 * The way on from a customer's thank-you (issue 27 §3): customers cannot log in, so the first
 * button leads to their request page (a fresh `customer_request` link, made when clicked); SPEC
 * §1's login link stays for the venues, worded for them. Texts: the page's `thanks.followRequest`,
 * `thanks.venueLogin`.
 */
export function ThanksLinks({ ns, token, call }: { ns: string; token: string; call: RequestLinkCall }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const open = $api.useMutation('post', call, {
    onSuccess: ({ data }) => navigate(data.path),
    onError: (error) => reportLinkCallError(error, { path: call, method: 'POST' }),
  });
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center', alignItems: 'center' }}>
      <Button variant="primary" loading={open.isPending} onClick={() => open.mutate(quietLinkRequest(token))}>
        {t('thanks.followRequest')}
      </Button>
      <ButtonLink variant="link" to={routeUrl('login')}>
        {t('thanks.venueLogin')}
      </ButtonLink>
    </div>
  );
}
