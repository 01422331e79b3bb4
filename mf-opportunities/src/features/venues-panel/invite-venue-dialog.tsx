import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailPreview } from './mail-preview';
import type { Bidder } from './use-bidders';

export interface InviteVenueDialogProps {
  /** The venue invited (or invited again); the dialog is shown while there is one. */
  bidder: Bidder;
  sending: boolean;
  /** Sends the invitation (`POST /bidder/{id}/invitation`) with the personal message. */
  onSend: (message: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Skicka inbjudan", confirmed (issue 26 §3): the invitation mail as the venue will read it, in its
 * language, and a personal message that goes into it.
 */
export function InviteVenueDialog({ bidder, sending, onSend, onClose }: InviteVenueDialogProps) {
  const { t } = useTranslation('opportunities');
  const [message, setMessage] = useState('');
  const resend = !bidder.send_invitation;
  // A failure has been shown by the platform: the dialog stays open with the message kept.
  const handleSend = () => onSend(message.trim() || null).then(onClose, () => undefined);
  return (
    <Modal
      // Rendered only while open, so each invitation starts without a message.
      open
      width={640}
      title={t(resend ? 'venues.invite.resendTitle' : 'venues.invite.title', { name: bidder.name })}
      okText={t('venues.invite.ok')}
      cancelText={t('opportunity.actions.cancel')}
      okButtonProps={{ loading: sending }}
      onOk={() => void handleSend()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t(resend ? 'venues.invite.resendText' : 'venues.invite.text')}</Typography.Paragraph>
      <MailPreview path="/bidder/{id}/invitation/mail-preview" id={bidder.bidder_id} message={message} onMessageChange={setMessage} />
    </Modal>
  );
}
