import { $api } from '@portal/platform';

/** Renders unsaved texts with the template's example values, in both languages. Writes nothing. */
export function useEmailTemplatePreview() {
  return $api.useMutation('post', '/email-template/{id}/preview');
}
