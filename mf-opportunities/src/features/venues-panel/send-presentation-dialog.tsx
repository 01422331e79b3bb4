import { QUIET_HEADER, ApiError, pickMessage, type Message } from '@portal/api-client';
import { $api, useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opportunity } from '../../api/use-opportunities';
import { formatDateTime } from '../../shared/record-dates';
import { MailPreview } from './mail-preview';
import type { Bidder } from './use-bidders';

/** The fields the server's refusal (422) of a presentation may name. */
const FIELDS = ['present_to_customer', 'contact_id'] as const;

export interface SendPresentationDialogProps {
  opportunity: Opportunity;
  /** The ticked venues, in the order the customer sees them. */
  venues: Bidder[];
  /** When a presentation was sent before: the new one replaces it (and its link). */
  sentAt: string | null;
  sending: boolean;
  /** Sends it (`POST /opportunity/{id}/presentation`) with the personal message; rejects with the server's refusal. */
  onSend: (message: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Skicka presentation till kund", confirmed: which venues the customer gets, in which order, and
 * to whom the mail goes. With no venue ticked "Skicka" stays disabled and the dialog says what to
 * do. The server's refusal of a field ('Please select Present to customer' when a colleague
 * unticked meanwhile, a contact without an email) is shown in the dialog.
 */
export function SendPresentationDialog({ opportunity, venues, sentAt, sending, onSend, onClose }: SendPresentationDialogProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const [refusals, setRefusals] = useState<Message[]>([]);
  const noneId = useId();
  // Nothing to send until a venue is ticked: the button waits, and its description says why.
  const nothingTicked = venues.length === 0;
  const [message, setMessage] = useState('');
  // The contact's email, to say where the mail goes. Quiet: without it the dialog still names the contact.
  const contact = $api.useQuery(
    'get',
    '/contact/{id}',
    { params: { path: { id: opportunity.contact_id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: opportunity.contact_id !== null, select: (body) => body.data },
  );

  const handleSend = () =>
    onSend(message.trim() || null).then(onClose, (error: unknown) => {
      const fieldErrors = error instanceof ApiError ? error.problem.fieldErrors : {};
      setRefusals(FIELDS.flatMap((field) => (fieldErrors[field] ? [fieldErrors[field]] : [])));
    });

  const total = (bidder: Bidder) => {
    const amount = opportunity.vat_basis === 'inc' ? bidder.total_inc_vat : bidder.total_ex_vat;
    return amount === null ? null : t(`venues.presentation.total.${opportunity.vat_basis}`, { total: formatMoney(amount, language) });
  };

  const recipient = () => {
    if (!opportunity.contact) return <Typography.Text type="danger">{t('venues.presentation.dialog.noContact')}</Typography.Text>;
    const email = contact.data?.email;
    return (
      <>
        {opportunity.contact.name}
        {email && <> ({email})</>}
        {contact.data && !email && (
          <Typography.Text type="danger" style={{ display: 'block' }}>
            {t('venues.presentation.dialog.noEmail')}
          </Typography.Text>
        )}
      </>
    );
  };

  return (
    <Modal
      // Rendered only while open, so each opening starts without an old refusal.
      open
      title={t('venues.presentation.dialog.title')}
      okText={t('venues.presentation.dialog.ok')}
      cancelText={t('opportunity.actions.cancel')}
      okButtonProps={{ loading: sending, disabled: nothingTicked, 'aria-describedby': nothingTicked ? noneId : undefined }}
      onOk={() => void handleSend()}
      onCancel={onClose}
      width={640}
    >
      {venues.length > 0 ? (
        <>
          <Typography.Paragraph id="send-presentation-venues">{t('venues.presentation.dialog.intro')}</Typography.Paragraph>
          <ol aria-labelledby="send-presentation-venues" style={{ paddingInlineStart: 24 }}>
            {venues.map((bidder) => (
              <li key={bidder.bidder_id}>
                <Typography.Text strong>{bidder.name}</Typography.Text>
                {total(bidder) && <Typography.Text type="secondary"> – {total(bidder)}</Typography.Text>}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <Typography.Paragraph id={noneId} strong>
          {t('venues.presentation.dialog.none')}
        </Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'customer', label: t('venues.presentation.dialog.customer'), children: opportunity.account?.name ?? '–' },
          { key: 'recipient', label: t('venues.presentation.dialog.recipient'), children: recipient() },
        ]}
      />
      {sentAt && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('venues.presentation.dialog.replaces', { date: formatDateTime(sentAt, language) })}
        </Typography.Paragraph>
      )}
      {venues.length > 0 && <MailPreview path="/opportunity/{id}/presentation/mail-preview" id={opportunity.id} message={message} onMessageChange={setMessage} />}
      {refusals.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={refusals.map((message) => pickMessage(message, language)).join(' ')}
        />
      )}
    </Modal>
  );
}
