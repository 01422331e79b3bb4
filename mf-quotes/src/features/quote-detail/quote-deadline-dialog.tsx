import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Quote } from '../../api/quote-types';
import { useSetQuoteDeadline } from './api/use-quote-actions';

export interface QuoteDeadlineDialogProps {
  quote: Quote;
  onClose: () => void;
}

interface DeadlineValues {
  response_deadline: Dayjs | null;
}

const FIELDS = ['response_deadline'] as const;

/**
 * Sets or extends the last day the venue may answer (only offered while the server allows it,
 * `actions.extend_deadline`). A day before today is refused here as the server refuses it.
 */
export function QuoteDeadlineDialog({ quote, onClose }: QuoteDeadlineDialogProps) {
  const { t } = useTranslation('quotes', { keyPrefix: 'quoteDetail.deadline' });
  const language = useLanguage();
  const [form] = Form.useForm<DeadlineValues>();
  const save = useSetQuoteDeadline();
  useErrorsFollowLanguage(form);

  const handleFinish = ({ response_deadline }: DeadlineValues) =>
    save
      .mutateAsync({ params: { path: { id: quote.id } }, body: { response_deadline: response_deadline!.format('YYYY-MM-DD') } })
      .then(onClose, (error: unknown) => {
        applyFieldErrors(form, error, FIELDS, language);
      });

  return (
    <Modal
      // Rendered only while open, so each opening starts from the quote's current deadline.
      open
      title={t('title', { venue: quote.venue_name })}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.isPending, htmlType: 'submit', form: 'quote-deadline' }}
      onCancel={onClose}
    >
      <Form<DeadlineValues>
        id="quote-deadline"
        // Its own field ids (quote-deadline_response_deadline): nothing else on the page may collide with them.
        name="quote-deadline"
        form={form}
        layout="vertical"
        noValidate
        onFinish={handleFinish}
        initialValues={{ response_deadline: quote.response_deadline ? dayjs(quote.response_deadline) : null }}
      >
        <Form.Item
          name="response_deadline"
          label={t('label')}
          extra={t('help')}
          rules={[
            { required: true, message: t('required') },
            {
              validator: (_, value: Dayjs | null) =>
                value && value.isBefore(dayjs(), 'day') ? Promise.reject(new Error(t('notPast'))) : Promise.resolve(),
            },
          ]}
        >
          <DatePicker format="YYYY-MM-DD" disabledDate={(day) => day.isBefore(dayjs(), 'day')} style={{ width: '100%', maxWidth: 240 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
