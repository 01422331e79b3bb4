import type { RoutePageProps } from '@portal/platform';
import { PasswordLinkPage } from './password-link-page';

/** `/reset-password&id={token}`: the link of a "forgot password" email. */
export function ResetPasswordPage({ params }: RoutePageProps) {
  return <PasswordLinkPage purpose="reset" token={params.token ?? ''} />;
}
