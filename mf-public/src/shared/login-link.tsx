import { routeUrl } from '@portal/platform';
import { ButtonLink } from '@portal/plain';
import { useTranslation } from 'react-i18next';

/** SPEC §1: the thank-you after a customer's answer carries the login link ("Logga in" → /login). */
export function LoginLink({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return <ButtonLink to={routeUrl('login')}>{t('thanks.login')}</ButtonLink>;
}
