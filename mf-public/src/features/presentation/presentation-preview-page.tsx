import { isExpired, ROLE, routeUrl, tokenAtom, userAtom, type RoutePageProps } from '@portal/platform';
import { ButtonLink, Card, Result } from '@portal/plain';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PresentationFrame } from './presentation-frame';
import { PresentationScreen } from './presentation-screen';
import { PRESENTATION_NS } from './texts';

/**
 * `/quote-presention-pre&o={id}&a={admin}`: an admin's preview of what the customer would see now
 * (`GET /opportunity/{id}/presentation` with the stored session). Nothing is sent or booked. Without
 * an admin's session the page says so, with the way to log in.
 */
export function PresentationPreviewPage({ params }: RoutePageProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const opportunityId = Number(params.o);

  if (!token || isExpired()) {
    return (
      <PresentationFrame>
        <Card>
          <Result
            status="info"
            title={t('preview.signIn.title')}
            subTitle={t('preview.signIn.text')}
            extra={
              <ButtonLink variant="primary" to={routeUrl('login')}>
                {t('preview.signIn.action')}
              </ButtonLink>
            }
          />
        </Card>
      </PresentationFrame>
    );
  }
  if (user && user.roles !== ROLE.admin) {
    return (
      <PresentationFrame>
        <Card>
          <Result status="warning" title={t('preview.forbidden.title')} subTitle={t('preview.forbidden.text')} />
        </Card>
      </PresentationFrame>
    );
  }
  if (!Number.isSafeInteger(opportunityId) || opportunityId < 1) {
    return (
      <PresentationFrame>
        <Card>
          <Result status="warning" title={t('preview.missing.title')} subTitle={t('preview.missing.text')} />
        </Card>
      </PresentationFrame>
    );
  }
  return <PresentationScreen source={{ kind: 'preview', opportunityId }} />;
}
