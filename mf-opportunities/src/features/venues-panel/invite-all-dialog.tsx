import { ApiError, pickMessage, type Message } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Alert, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/invite';
import { MailPreview } from './mail-preview';
import type { Bidder } from './use-bidders';

export interface InviteAllDialogProps {
  /** The venues not yet invited, in the admin's order: exactly these are sent. */
  venues: Bidder[];
  sending: boolean;
  /** Sends them with the admin's message (`POST /opportunity/{id}/invitations`); rejects with the server's refusal. */
  onSend: (bidderIds: number[], message: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Skicka alla inbjudningar", confirmed: the venues by name, where each mail goes and in which
 * language. A venue without an address is named and nothing can be sent until it has one; any
 * refusal of the server (the opportunity's required details, a venue gone) is shown here. The
 * admin's personal message goes into every venue's mail, and the mail of the venue chosen under
 * it is shown as that venue will read it (issue 26 §3).
 */
export function InviteAllDialog({ venues, sending, onSend, onClose }: InviteAllDialogProps) {
  const { t } = useTranslation('venueInvite');
  const language = useLanguage();
  const [refusals, setRefusals] = useState<Message[]>([]);
  const count = venues.length;
  const withoutEmail = venues.some((venue) => !venue.email);
  const [message, setMessage] = useState('');
  const previewable = venues.filter((venue) => venue.email);
  const [shownId, setShownId] = useState(previewable[0]?.bidder_id);
  const shown = previewable.find((venue) => venue.bidder_id === shownId) ?? previewable[0];

  const handleSend = () =>
    onSend(
      venues.map((venue) => venue.bidder_id),
      message.trim() || null,
    ).then(onClose, (error: unknown) => {
      const problem = error instanceof ApiError ? error.problem : null;
      setRefusals(problem ? [...Object.values(problem.fieldErrors)] : []);
    });

  return (
    <Modal
      // Rendered only while open, so each opening starts without an old refusal.
      open
      title={t('all.title', { count })}
      okText={t('all.ok', { count })}
      cancelText={t('opportunities:opportunity.actions.cancel')}
      okButtonProps={{ loading: sending, disabled: withoutEmail }}
      onOk={() => void handleSend()}
      onCancel={onClose}
      width={640}
    >
      <Typography.Paragraph id="invite-all-venues">{t('all.intro')}</Typography.Paragraph>
      <ol aria-labelledby="invite-all-venues" style={{ paddingInlineStart: 24 }}>
        {venues.map((venue) => (
          <li key={venue.bidder_id}>
            <Typography.Text strong>{venue.name}</Typography.Text>
            {venue.email ? (
              <Typography.Text>
                {' '}
                – {venue.email}, {t(`all.language.${venue.language}`)}
              </Typography.Text>
            ) : (
              <Typography.Text type="danger"> – {t('all.noEmail')}</Typography.Text>
            )}
          </li>
        ))}
      </ol>
      {withoutEmail && <Alert type="warning" showIcon title={t('all.noEmailAlert')} />}
      {shown && (
        <>
          {previewable.length > 1 && (
            <div style={{ marginTop: 12 }}>
              <Typography.Text aria-hidden>{t('all.previewOf')} </Typography.Text>
              <Select
                aria-label={t('all.previewOf')}
                value={shown.bidder_id}
                onChange={setShownId}
                options={previewable.map((venue) => ({ value: venue.bidder_id, label: venue.name }))}
                style={{ minWidth: 240 }}
              />
            </div>
          )}
          <MailPreview path="/bidder/{id}/invitation/mail-preview" id={shown.bidder_id} message={message} onMessageChange={setMessage} />
        </>
      )}
      {refusals.length > 0 && (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={refusals.map((message) => pickMessage(message, language)).join(' ')} />
      )}
    </Modal>
  );
}
