import type { Schemas } from '@portal/api-client';
import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { Button, DatePicker, Flex, Form, Input, Popconfirm } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useFormRules } from '@portal/ui';
import { PRELIMINARY_NS } from './i18n';
import { DeclineHoldDialog, type DeclineReasonValues } from './decline-hold-dialog';

type PreliminaryBooking = Schemas['PreliminaryBooking'];
type PreliminaryHoldInput = Schemas['PreliminaryHoldInput'];

interface AnswerValues {
  hold_until: Dayjs | null;
  additional_information: string;
}

/** The fields a 422 of the server may name on this form (the decline's reason goes to its dialog). */
const FIELDS = ['hold_until', 'additional_information'] as const;

const beforeToday = (day: Dayjs) => day.isBefore(dayjs(), 'day');

export interface PreliminaryAnswerFormProps {
  booking: PreliminaryBooking;
  /** Rejects with the server's refusal, whose field messages go next to their fields. */
  onAnswer: (input: PreliminaryHoldInput) => Promise<unknown>;
}

/**
 * The venue's answer (issue 27 §2): additional information first, then "Håll datumen t.o.m.": a
 * day from today to the event's first day (the server checks it again). Enter in the date field
 * only takes the date; "Håll datumen" checks the fields and asks for a confirmation before the
 * customer is mailed. "Avböj preliminärbokning" asks why (a preset reason, other with a text)
 * in a dialog. Additional information goes with either.
 */
export function PreliminaryAnswerForm({ booking, onAnswer }: PreliminaryAnswerFormProps) {
  const { t } = useTranslation(PRELIMINARY_NS);
  const language = useLanguage();
  const rules = useFormRules();
  const [form] = Form.useForm<AnswerValues>();
  const [pending, setPending] = useState<PreliminaryHoldInput['response'] | null>(null);
  const [confirming, setConfirming] = useState<AnswerValues | null>(null);
  const [declining, setDeclining] = useState(false);
  useErrorsFollowLanguage(form);

  const firstDay = booking.opportunity_detail.start_date;
  const afterFirstDay = (day: Dayjs) => firstDay !== null && day.isAfter(dayjs(firstDay), 'day');
  const notAllowed = (day: Dayjs) => beforeToday(day) || afterFirstDay(day);

  const send = (input: PreliminaryHoldInput) => {
    setPending(input.response);
    return onAnswer(input).finally(() => setPending(null));
  };

  const information = (value: string | undefined) => value?.trim() || null;

  // The date and the information checked first; the confirmation names the date the customer will read.
  const askToHold = () =>
    form.validateFields().then(
      (values) => setConfirming(values),
      () => undefined,
    );

  const hold = () => {
    const values = confirming!;
    setConfirming(null);
    return send({ response: 'hold', hold_until: values.hold_until!.format('YYYY-MM-DD'), additional_information: information(values.additional_information) }).catch(
      (error: unknown) => {
        applyFieldErrors(form, error, FIELDS, language);
      },
    );
  };

  // Declining needs no date: only the information is checked before the dialog asks why.
  const askToDecline = () =>
    form.validateFields(['additional_information']).then(
      () => setDeclining(true),
      () => undefined,
    );

  /** Rejects with the server's refusal: the dialog shows it on its fields. */
  const decline = ({ decline_reason, decline_reason_text }: DeclineReasonValues) =>
    send({
      response: 'cancel',
      hold_until: null,
      additional_information: information(form.getFieldValue('additional_information') as string | undefined),
      decline_reason,
      decline_reason_text: decline_reason === 'other' ? (decline_reason_text ?? '').trim() : null,
    }).then(() => setDeclining(false));

  // Enter takes the typed date (the picker's own handling) but never sends the answer.
  const keepEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  const initialHold = booking.hold_until && !notAllowed(dayjs(booking.hold_until)) ? dayjs(booking.hold_until) : null;

  return (
    <>
    <Form<AnswerValues>
      // Its own field ids (preliminary-answer_hold_until): the quote form on the same page has fields too.
      name="preliminary-answer"
      form={form}
      layout="vertical"
      noValidate
      initialValues={{ hold_until: initialHold, additional_information: booking.additional_information ?? '' }}
      aria-label={t('card.form.label')}
    >
      <Form.Item
        name="additional_information"
        label={t('card.form.additionalInformation')}
        extra={t('card.form.additionalInformationHelp')}
        rules={[rules.maxLength(2000)]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        name="hold_until"
        label={t('card.form.holdUntil')}
        extra={firstDay ? t('card.form.holdUntilHelpFirstDay', { date: formatDate(firstDay, language) }) : t('card.form.holdUntilHelp')}
        rules={[
          { required: true, message: t('card.form.holdUntilRequired') },
          {
            validator: (_, value: Dayjs | null) => {
              if (value && beforeToday(value)) return Promise.reject(new Error(t('card.form.notPast')));
              if (value && afterFirstDay(value)) return Promise.reject(new Error(t('card.form.notAfterFirstDay', { date: formatDate(firstDay!, language) })));
              return Promise.resolve();
            },
          },
        ]}
      >
        <DatePicker format="YYYY-MM-DD" disabledDate={notAllowed} onKeyDown={keepEnter} style={{ width: '100%', maxWidth: 240 }} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Popconfirm
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={t('card.holdConfirm.title')}
          description={confirming?.hold_until ? t('card.holdConfirm.text', { date: formatDate(confirming.hold_until.format('YYYY-MM-DD'), language) }) : null}
          okText={t('card.holdConfirm.ok')}
          cancelText={t('card.holdConfirm.back')}
          onConfirm={hold}
        >
          <Button type="primary" onClick={askToHold} loading={pending === 'hold'} disabled={pending === 'cancel'}>
            {t('card.form.hold')}
          </Button>
        </Popconfirm>
        <Button danger onClick={askToDecline} loading={pending === 'cancel'} disabled={pending === 'hold'}>
          {t('card.form.cancel')}
        </Button>
      </Flex>
    </Form>
    <DeclineHoldDialog open={declining} onClose={() => setDeclining(false)} onDecline={decline} />
    </>
  );
}
