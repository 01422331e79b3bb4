import type { RoutePageProps } from '@portal/platform';
import { PasswordLinkPage } from './password-link-page';

/** `/set-password&id={token}`: the link a new user gets to choose a first password. */
export function SetPasswordPage({ params }: RoutePageProps) {
  return <PasswordLinkPage purpose="set" token={params.token ?? ''} />;
}
