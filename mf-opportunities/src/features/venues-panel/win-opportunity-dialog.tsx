import { formatMoney } from '@portal/ui';
import { useLanguage } from '@portal/platform';
import { Alert, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailPreview } from './mail-preview';
import type { Bidder } from './use-bidders';

export interface WinOpportunityDialogProps {
  open: boolean;
  /** The opportunity won: its "not chosen" mails are previewed. */
  opportunityId: number;
  name: string;
  /** The opportunity's venues; only those whose quote is submitted can win. */
  bidders: Bidder[];
  /** The venue chosen beforehand (the one whose preliminary booking the customer confirmed). */
  selected?: number;
  saving: boolean;
  /** Marks it won (`POST /opportunity/{id}/win`) with the personal message for the "not chosen" mails. */
  onWin: (bidderId: number, message: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Marks the opportunity won by one venue whose quote is submitted. The other venues' quotes
 * become lost and each venue is told by mail: the dialog says so before the admin confirms.
 */
export function WinOpportunityDialog({ open, opportunityId, name, bidders, selected, saving, onWin, onClose }: WinOpportunityDialogProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const [form] = Form.useForm<{ bidder_id: number }>();
  const [message, setMessage] = useState('');
  const winner = Form.useWatch('bidder_id', form) ?? selected;
  const candidates = bidders.filter((bidder) => bidder.status === 'submitted');
  const others = bidders.filter((bidder) => bidder.invited && bidder.status !== 'submitted' && bidder.status !== 'denied').length + candidates.length - 1;

  const handleFinish = ({ bidder_id }: { bidder_id: number }) => onWin(bidder_id, message.trim() || null).then(onClose, () => undefined);

  return (
    <Modal
      open={open}
      title={t('venues.win.title', { name })}
      okText={t('venues.win.ok')}
      cancelText={t('opportunity.actions.cancel')}
      okButtonProps={{ loading: saving, htmlType: 'submit', form: 'win-opportunity', disabled: candidates.length === 0 }}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setMessage('')}
      width={640}
    >
      <Form<{ bidder_id: number }>
        id="win-opportunity"
        name="win-opportunity"
        form={form}
        layout="vertical"
        noValidate
        onFinish={handleFinish}
        preserve={false}
        initialValues={selected === undefined ? undefined : { bidder_id: selected }}
      >
        <Form.Item name="bidder_id" label={t('venues.win.choose')} rules={[{ required: true, message: t('venues.win.chooseRequired') }]}>
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={candidates.map((bidder) => ({
              value: bidder.bidder_id,
              label:
                bidder.total_ex_vat === null
                  ? bidder.name
                  : t('venues.win.option', { name: bidder.name, total: formatMoney(bidder.total_ex_vat, language) }),
            }))}
          />
        </Form.Item>
        {others > 0 && <Alert type="info" showIcon title={t('venues.win.othersTold', { count: others })} />}
      </Form>
      {open && others > 0 && (
        <MailPreview
          path="/opportunity/{id}/win/mail-preview"
          id={opportunityId}
          fields={{ bidder_id: winner }}
          enabled={winner !== undefined}
          message={message}
          onMessageChange={setMessage}
        />
      )}
    </Modal>
  );
}
