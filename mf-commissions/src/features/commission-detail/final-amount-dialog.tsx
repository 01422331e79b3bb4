import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { MoneyInput, useFormRules } from '@portal/ui';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Commission } from '../../api/commission-types';
import { useSetCommissionFinal } from './api/use-commission-actions';

export interface FinalAmountDialogProps {
  open: boolean;
  commission: Commission;
  onClose: () => void;
}

interface FinalAmountValues {
  final_amount: number | null;
  reason: string;
}

const FIELDS = ['final_amount', 'reason'] as const;
/** The server's limits: öre from 0 to a billion kronor; a reason of at most 2 000 characters. */
const MAX_ORE = 100_000_000_000;
const REASON_MAX = 2000;

/**
 * Sets the final commission amount: typed in kronor, sent in öre, with the reason that goes into
 * the history (both required, checked here as the server checks them; its 422 lands on the field).
 * Fetched when first opened (lazyDialog).
 */
export function FinalAmountDialog({ open, commission, onClose }: FinalAmountDialogProps) {
  const { t } = useTranslation('commissions', { keyPrefix: 'detail.final' });
  const language = useLanguage();
  const rules = useFormRules();
  const [form] = Form.useForm<FinalAmountValues>();
  const save = useSetCommissionFinal();
  useErrorsFollowLanguage(form);

  const handleFinish = ({ final_amount, reason }: FinalAmountValues) =>
    save
      .mutateAsync({ params: { path: { id: commission.id } }, body: { final_amount: final_amount!, reason: reason.trim() } })
      .then(onClose, (error: unknown) => {
        applyFieldErrors(form, error, FIELDS, language);
      });

  return (
    <Modal
      open={open}
      title={t('title')}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.isPending, htmlType: 'submit', form: 'commission-final' }}
      onCancel={onClose}
      // Each opening starts from the commission's amounts as they are now.
      destroyOnHidden
    >
      <Form<FinalAmountValues>
        id="commission-final"
        name="commission-final"
        form={form}
        layout="vertical"
        noValidate
        onFinish={handleFinish}
        initialValues={{ final_amount: commission.final_amount ?? commission.amount, reason: '' }}
      >
        <Form.Item name="final_amount" label={t('amount')} extra={t('amountHelp')} rules={[rules.money({ min: 0, max: MAX_ORE, required: true })]}>
          <MoneyInput style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, whitespace: true, message: t('reasonRequired') }, rules.maxLength(REASON_MAX)]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
