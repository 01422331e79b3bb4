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
  const t = i18n.getFixedT(currentLanguage(), 'common');
  const serverText = pickMessage(problem.message, currentLanguage());

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
        [t('errors.tryAgainMinutes', { status: problem.statusText || 'Too Many Requests' }), serverText]
          .filter(Boolean)
          .join(' '),
      );
      return;
    case 'server':
      notify.error(t('errors.tryAgainMinutes', { status: problem.statusText || t('errors.serverError') }));
      return;
    case 'validation': {
      const lines = Object.entries(problem.fieldErrors).map(([field, message]) =>
        t('errors.fieldError', {
          field: t(`fields.${field}`, { defaultValue: field.replace(/_/g, ' ') }),
          message: pickMessage(message, currentLanguage()),
        }),
      );
      notify.error(lines.join('\n') || serverText, t('errors.validationTitle'));
      return;
    }
    case 'quote-missing':
      notify.error(`${serverText} ${t('errors.quoteMayHaveChanged')}`);
      return;
    case 'not-found':
      notify.error(serverText || problem.statusText || t('errors.notFound'));
      return;
    case 'forbidden':
      notify.error(serverText || t('errors.forbidden'));
      return;
    default:
      notify.error(serverText || problem.statusText || t('errors.unknown'));
  }
}
