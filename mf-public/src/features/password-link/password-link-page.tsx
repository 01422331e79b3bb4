import { ApiError } from '@portal/api-client';
import { routeUrl } from '@portal/platform';
import { Button, Flex, Spin } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Typography, Card, Result } from '@portal/ui';
import { usePasswordLink } from './api/use-password-link';
import { LinkUnavailable } from './link-unavailable';
import { LinkThrottled } from '../../shared/link-throttled';
import { linkThrottling } from '../../shared/link-refusal';
import type { PasswordPurpose } from './password-purpose';

export interface PasswordLinkPageProps {
  purpose: PasswordPurpose;
  /** The link's token, from `/reset-password&id={token}` or `/set-password&id={token}`. */
  token: string;
}

/**
 * A password link from an email: checks the link first, then asks for the new password. An
 * expired or used link, or one made for the other purpose, is explained instead of failing later.
 */
/**
 * The new-password form (antd's Form and password inputs): fetched once the link has proved good,
 * not for an expired or used one, which only explains itself (issue 9).
 */
const NewPasswordForm = lazy(async () => ({ default: (await import('./new-password-form')).NewPasswordForm }));

export function PasswordLinkPage({ purpose, token }: PasswordLinkPageProps) {
  const { t } = useTranslation('public');
  // The document title stays the route's ("Reset password" / "Choose a password"), set by the shell.
  const title = t(`passwordLink.title.${purpose}`);
  const link = usePasswordLink(token);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const [linkGone, setLinkGone] = useState(false);

  const frame = (content: ReactNode) => (
    <Flex justify="center" style={{ padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 480 }}>{content}</Card>
    </Flex>
  );

  if (savedMessage !== null) {
    return frame(
      <Result
        status="success"
        title={t('passwordLink.done.title')}
        subTitle={savedMessage || t('passwordLink.done.fallback')}
        extra={
          <ButtonLink type="primary" to={routeUrl('login')}>
            {t('passwordLink.toLogin')}
          </ButtonLink>
        }
      />,
    );
  }
  const checking = frame(
    <Flex vertical align="center" gap={12} style={{ padding: 32 }} role="status">
      <Spin />
      <Typography.Text type="secondary">{t('passwordLink.checking')}</Typography.Text>
    </Flex>,
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

  // While the form's code arrives the page still says it is checking the link.
  return (
    <Suspense fallback={checking}>
      {frame(
        <>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('passwordLink.intro', { email: link.data.email })}</Typography.Paragraph>
          <NewPasswordForm
            purpose={purpose}
            token={token}
            email={link.data.email}
            onSaved={setSavedMessage}
            onLinkGone={() => setLinkGone(true)}
          />
        </>,
      )}
    </Suspense>
  );
}
