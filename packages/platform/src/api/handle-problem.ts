import { pickMessage, type ApiProblem, type ProblemContext } from '@portal/api-client';
import { i18n } from '../i18n/i18n';
import { notify, notifyAfterReload } from '../notify/notify';
import { clearSession } from '../session/session';
import { currentLanguage } from '../i18n/set-language';

function reloadAtLogin(): void {
  window.location.assign('/login');
}

/**
 * The one place where a failed call becomes what the user sees (SPEC §8). Query hooks and forms
 * still receive the error (field errors go next to their fields), but never toast it again.
 */
export function handleProblem(problem: ApiProblem, context: ProblemContext, reload: () => void = reloadAtLogin): void {
  const language = currentLanguage();
  const t = i18n.getFixedT(language, 'common');
  // The server's own words only when they come in the user's language: a bare English text (an
  // HTTP title such as "Internal Server Error") never reaches a Swedish user.
  const serverText = typeof problem.message === 'string' && language !== 'en' ? '' : pickMessage(problem.message, language);

  if (problem.kind === 'unauthenticated' && context.authenticated) {
    // The stored session is no longer valid: forget it and start again at the login page.
    clearSession();
    notifyAfterReload({ type: 'warning', message: t('errors.sessionLost') });
    reload();
    return;
  }
  if (context.quiet) return;

  switch (problem.kind) {
    case 'network':
      notify.error(t('errors.tryAgainMoment'), t('errors.serverError'));
      return;
    case 'rate-limited':
      notify.error(
        [t('errorsByStatus.rateLimited'), problem.retryAfter ? t('errors.tryAgainSeconds', { seconds: problem.retryAfter }) : '']
          .filter(Boolean)
          .join(' '),
      );
      return;
    case 'server':
      // A message per status in the user's language; the server's English title is not shown.
      notify.error(t([502, 503, 504].includes(problem.status) ? 'errorsByStatus.unavailable' : 'errorsByStatus.server'), t('errors.serverError'));
      return;
    case 'validation': {
      const lines = Object.entries(problem.fieldErrors).map(([field, message]) =>
        t('errors.fieldError', {
          field: t(`fields.${field}`, { defaultValue: field.replace(/_/g, ' ') }),
          message: pickMessage(message, language),
        }),
      );
      notify.error(lines.join('\n') || serverText, t('errors.validationTitle'));
      return;
    }
    case 'quote-missing':
      notify.error(`${serverText} ${t('errors.quoteMayHaveChanged')}`);
      return;
    case 'not-found':
      notify.error(serverText || t('errors.notFound'));
      return;
    case 'forbidden':
      notify.error(serverText || t('errors.forbidden'));
      return;
    default:
      notify.error(serverText || t(problem.status === 409 ? 'errorsByStatus.conflict' : problem.status === 400 ? 'errorsByStatus.badRequest' : 'errors.unknown'));
  }
}
