import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';
import { useEffect, useState } from 'react';
import type { LostReason } from '../../api/use-opportunities';

/** The four actions that mail someone from the venues panel, each with its preview (issue 26 §3). */
export type MailPreviewPath =
  | '/bidder/{id}/invitation/mail-preview'
  | '/opportunity/{id}/presentation/mail-preview'
  | '/bidder/{id}/preliminary-booking/mail-preview'
  | '/opportunity/{id}/win/mail-preview'
  | '/opportunity/{id}/lose/mail-preview';

export interface MailPreviewRequest {
  path: MailPreviewPath;
  /** The bidder or the opportunity the action is taken on. */
  id: number;
  message: string;
  /** What else the action is asked with: the win's venue, the loss's reason. */
  fields?: { bidder_id?: number; lost_reason?: LostReason; lost_reason_text?: string | null };
  /** False while the action cannot be previewed yet (no winner chosen). */
  enabled?: boolean;
}

/** How long typing may pause before the preview is written again. */
const TYPING_PAUSE_MS = 400;

/** The value as it was when it last stood still for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The mails the action would send now with this message, written by the server's own sending
 * code (nothing is sent or written). Quiet: the preview shows the action's refusal itself.
 */
export function useMailPreview({ path, id, message, fields, enabled = true }: MailPreviewRequest) {
  const settled = useSettled(message.trim(), TYPING_PAUSE_MS);
  const body = { message: settled || null, ...fields };
  return $api.useQuery(
    'post',
    // One call of the four shapes: each path takes its action's body, as `fields` gives it.
    path as '/opportunity/{id}/win/mail-preview',
    { params: { path: { id } }, body, headers: { [QUIET_HEADER]: '1' } },
    { enabled, select: (answer) => answer.data, retry: false, staleTime: 0, gcTime: 0, placeholderData: (previous) => previous },
  );
}
