import { notify } from '@portal/platform';
import { lazyDialog } from '@portal/ui';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/invite';
import { useSendInvitations, type Bidder } from './use-bidders';

/** The confirmation: its code is fetched when first opened (issue 9). */
const InviteAllDialog = lazyDialog(async () => (await import('./invite-all-dialog')).InviteAllDialog, () => true);

export interface InviteAllButtonProps {
  opportunityId: number;
  /** The opportunity's venues in the admin's order. */
  bidders: Bidder[];
  /** Unsaved changes of the opportunity: the invitations wait for the save, as a single one does. */
  hasUnsavedChanges: () => boolean;
}

/**
 * "Skicka alla inbjudningar" (issue 26 §2): one button for every venue of the open opportunity
 * that has not been invited, confirmed in a dialog that lists them; the server sends them in one
 * request, all or none. With nothing left to invite it stays, disabled, and says why.
 */
export function InviteAllButton({ opportunityId, bidders, hasUnsavedChanges }: InviteAllButtonProps) {
  const { t } = useTranslation('venueInvite');
  const { t: opportunities } = useTranslation('opportunities');
  const send = useSendInvitations();
  const [confirming, setConfirming] = useState<Bidder[] | null>(null);
  // The server offers a first invitation to exactly these (a resend is each row's own).
  const toInvite = bidders.filter((bidder) => bidder.send_invitation);

  if (bidders.length === 0) return null;

  const handleClick = () => {
    if (hasUnsavedChanges()) {
      notify.warning(opportunities('venues.invite.saveFirst'));
      return;
    }
    setConfirming(toInvite);
  };

  return (
    <Flex gap={8} wrap align="center" justify="end" style={{ marginBottom: 12 }}>
      {toInvite.length === 0 && (
        <Typography.Text type="secondary" id="invite-all-none">
          {t('all.noneLeft')}
        </Typography.Text>
      )}
      <Button
        type="primary"
        disabled={toInvite.length === 0}
        aria-describedby={toInvite.length === 0 ? 'invite-all-none' : undefined}
        onClick={handleClick}
      >
        {t('all.button', { count: toInvite.length })}
      </Button>
      {confirming && (
        <InviteAllDialog
          venues={confirming}
          sending={send.isPending}
          onSend={(bidderIds, message) => send.mutateAsync({ params: { path: { id: opportunityId } }, body: { bidder_ids: bidderIds, message } })}
          onClose={() => setConfirming(null)}
        />
      )}
    </Flex>
  );
}
