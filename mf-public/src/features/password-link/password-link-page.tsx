import { ApiError } from '@portal/api-client';
import { routeUrl } from '@portal/platform';
import { Button, ButtonLink, Card, Result, Spinner } from '@portal/plain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePasswordLink } from './api/use-password-link';
import { LinkUnavailable } from './link-unavailable';
import { LinkThrottled } from '../../shared/link-throttled';
import { linkThrottling } from '../../shared/link-refusal';
import { NewPasswordForm } from './new-password-form';
import type { PasswordPurpose } from './password-purpose';

export interface PasswordLinkPageProps {
  purpose: PasswordPurpose;
  /** The link's token, from `/reset-password&id={token}` or `/set-password&id={token}`. */
  token: string;
}

/**
 * A password link from an email: checks the link first, then asks for the new password. An
 * expired or used link, or one made for the other purpose, is explained instead of failing later.
 * Drawn on the plain parts (@portal/plain): no antd, so the form comes with the page.
 */
export function PasswordLinkPage({ purpose, token }: PasswordLinkPageProps) {
  const { t } = useTranslation('public');
  // The document title stays the route's ("Reset password" / "Choose a password"), set by the shell.
  const title = t(`passwordLink.title.${purpose}`);
  const link = usePasswordLink(token);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [linkGone, setLinkGone] = useState(false);

  const frame = (content: ReactNode) => (
    <div className="plain-page" style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 480 }}>{content}</Card>
    </div>
  );

  if (savedMessage !== null) {
    return frame(
      <Result
        status="success"
        title={t('passwordLink.done.title')}
        subTitle={savedMessage || t('passwordLink.done.fallback')}
        extra={
          <ButtonLink variant="primary" to={routeUrl('login')}>
            {t('passwordLink.toLogin')}
          </ButtonLink>
        }
      />,
    );
  }
  const checking = frame(
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: 32 }} role="status">
      <Spinner size="large" decorative />
      <span className="plain-secondary">{t('passwordLink.checking')}</span>
    </div>,
  );
  if (link.isPending) return checking;
  const expired = link.error instanceof ApiError && link.error.problem.status === 404;
  if (linkGone || expired || (link.data && link.data.purpose !== purpose)) return frame(<LinkUnavailable />);
  const throttled = linkThrottling(link.error);
  if (throttled) return frame(<LinkThrottled error={throttled} retrying={link.isFetching} onRetry={() => void link.refetch()} />);
  if (link.isError) {
    return frame(
      <Result
        status="error"
        title={t('passwordLink.failed.title')}
        subTitle={t('passwordLink.failed.text')}
        extra={<Button onClick={() => void link.refetch()}>{t('passwordLink.failed.retry')}</Button>}
      />,
    );
  }

  return frame(
    <>
      <h2 className="plain-title" style={{ marginTop: 0, fontSize: 30 }}>
        {title}
      </h2>
      <p className="plain-secondary" style={{ margin: '0 0 1em' }}>
        {t('passwordLink.intro', { email: link.data.email })}
      </p>
      <NewPasswordForm purpose={purpose} token={token} email={link.data.email} onSaved={setSavedMessage} onLinkGone={() => setLinkGone(true)} />
    </>,
  );
}
