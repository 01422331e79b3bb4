import { $api } from '@portal/platform';

/** Every email template (a few dozen at most, so not paged), with both languages' texts and its variables. */
export function useEmailTemplates() {
  return $api.useQuery('get', '/email-templates', {}, { select: (body) => body.data });
}
