import { ApiError } from '@portal/api-client';
import { Button, Card, Result, Skeleton } from '@portal/plain';
import { lazy, Suspense, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { linkRefusal, linkThrottling } from './link-refusal';

// A link that does not open, or is throttled, is explained by the shared link pages: fetched only then.
const LinkUnavailable = lazy(async () => ({ default: (await import('./link-problems')).LinkUnavailable }));
const LinkThrottled = lazy(async () => ({ default: (await import('./link-problems')).LinkThrottled }));

/** What a customer's link page fetched (a TanStack query of its record). */
export interface LinkPageQuery {
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  data: unknown;
  refetch: () => unknown;
}

export interface LinkPageProblemInput {
  /** The page's namespace, with `link.*` (LinkUnavailable), `missing.{title,text}`, `loading` and `failed.{title,text,retry}`. */
  ns: string;
  t: TFunction;
  token: string;
  query: LinkPageQuery;
  /** Later calls of the page whose refusal of the link also turns the page to the link page. */
  otherErrors?: unknown[];
  /** The address itself names no record (a malformed id): the page says the record is missing. */
  missing?: boolean;
}

/**
 * What a customer's link page shows instead of its record, or null once it has it: the
 * link-unavailable page (no token, a tampered, unknown, expired or revoked link), the record gone
 * (404), the loading skeleton, the throttled link's wait, or a failure with a retry. A failed
 * refetch keeps the record shown; only a record never fetched is a failure to show.
 */
export function linkPageProblem({ ns, t, token, query, otherErrors = [], missing = false }: LinkPageProblemInput): ReactNode | null {
  const refusal = linkRefusal([query.error, ...otherErrors]);
  if (token === '' || refusal) {
    return (
      <Card>
        <Suspense fallback={<Skeleton rows={3} />}>
          <LinkUnavailable ns={ns} gone={refusal?.problem.status === 410} />
        </Suspense>
      </Card>
    );
  }
  if (missing || (query.error instanceof ApiError && query.error.problem.status === 404)) {
    return (
      <Card>
        <Result status="warning" title={t('missing.title')} subTitle={t('missing.text')} />
      </Card>
    );
  }
  if (query.isPending) return <Skeleton rows={6} label={t('loading')} />;
  if (query.data) return null;
  const throttled = linkThrottling(query.error);
  if (throttled) {
    return (
      <Card>
        <Suspense fallback={<Skeleton rows={3} />}>
          <LinkThrottled error={throttled} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        </Suspense>
      </Card>
    );
  }
  return (
    <Card>
      <Result
        status="error"
        title={t('failed.title')}
        subTitle={t('failed.text')}
        extra={
          <Button loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('failed.retry')}
          </Button>
        }
      />
    </Card>
  );
}
