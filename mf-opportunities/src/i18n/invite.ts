import { registerTranslations } from '@portal/platform';
import en from './en/invite.json';
import sv from './sv/invite.json';

/** "Send all invitations" and the venue suggestions of the venues panel, under `venueInvite`: imported by the code that shows them. */
registerTranslations('venueInvite', { sv, en });
