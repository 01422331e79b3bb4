import type { Schemas } from '@portal/api-client';
import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { Button, DatePicker, Flex, Form, Input, Popconfirm } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '@portal/ui';
import { PRELIMINARY_NS } from './i18n';

type PreliminaryBooking = Schemas['PreliminaryBooking'];
type PreliminaryHoldInput = Schemas['PreliminaryHoldInput'];

interface AnswerValues {
  hold_until: Dayjs | null;
  additional_information: string;
}

/** The fields a 422 of the server may name. */
const FIELDS = ['hold_until', 'additional_information'] as const;

const beforeToday = (day: Dayjs) => day.isBefore(dayjs(), 'day');

export interface PreliminaryAnswerFormProps {
  booking: PreliminaryBooking;
  /** Rejects with the server's refusal, whose field messages go next to their fields. */
  onAnswer: (input: PreliminaryHoldInput) => Promise<unknown>;
}

/**
 * The venue's answer: "Håll datumen" needs the day it holds them until (today or later, as the
 * server checks again); "Avböj preliminärbokning" asks for a confirmation first, as it cannot be
 * undone. Additional information goes with either.
 */
export function PreliminaryAnswerForm({ booking, onAnswer }: PreliminaryAnswerFormProps) {
  const { t } = useTranslation(PRELIMINARY_NS);
  const language = useLanguage();
  const rules = useFormRules();
  const [form] = Form.useForm<AnswerValues>();
  const [pending, setPending] = useState<PreliminaryHoldInput['response'] | null>(null);
  useErrorsFollowLanguage(form);

  const send = (input: PreliminaryHoldInput) => {
    setPending(input.response);
    return onAnswer(input)
      .then(
        () => undefined,
        (error: unknown) => {
          applyFieldErrors(form, error, FIELDS, language);
        },
      )
      .finally(() => setPending(null));
  };

  const information = (value: string | undefined) => value?.trim() || null;

  const handleHold = ({ hold_until, additional_information }: AnswerValues) =>
    send({ response: 'hold', hold_until: hold_until!.format('YYYY-MM-DD'), additional_information: information(additional_information) });

  // Declining needs no date: only the information is checked before it goes.
  const handleCancel = () =>
    form.validateFields(['additional_information']).then(
      ({ additional_information }) => send({ response: 'cancel', hold_until: null, additional_information: information(additional_information) }),
      () => undefined,
    );

  const initialHold = booking.hold_until && !beforeToday(dayjs(booking.hold_until)) ? dayjs(booking.hold_until) : null;

  return (
    <Form<AnswerValues>
      // Its own field ids (preliminary-answer_hold_until): the quote form on the same page has fields too.
      name="preliminary-answer"
      form={form}
      layout="vertical"
      noValidate
      onFinish={handleHold}
      initialValues={{ hold_until: initialHold, additional_information: booking.additional_information ?? '' }}
      aria-label={t('card.form.label')}
    >
      <Form.Item
        name="hold_until"
        label={t('card.form.holdUntil')}
        extra={t('card.form.holdUntilHelp')}
        rules={[
          { required: true, message: t('card.form.holdUntilRequired') },
          {
            validator: (_, value: Dayjs | null) => (value && beforeToday(value) ? Promise.reject(new Error(t('card.form.notPast'))) : Promise.resolve()),
          },
        ]}
      >
        <DatePicker format="YYYY-MM-DD" disabledDate={beforeToday} style={{ width: '100%', maxWidth: 240 }} />
      </Form.Item>
      <Form.Item
        name="additional_information"
        label={t('card.form.additionalInformation')}
        extra={t('card.form.additionalInformationHelp')}
        rules={[rules.maxLength(2000)]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={pending === 'hold'} disabled={pending === 'cancel'}>
          {t('card.form.hold')}
        </Button>
        <Popconfirm
          title={t('card.cancelConfirm.title')}
          description={t('card.cancelConfirm.text')}
          okText={t('card.cancelConfirm.ok')}
          cancelText={t('card.cancelConfirm.back')}
          okButtonProps={{ danger: true }}
          onConfirm={handleCancel}
        >
          <Button danger loading={pending === 'cancel'} disabled={pending === 'hold'}>
            {t('card.form.cancel')}
          </Button>
        </Popconfirm>
      </Flex>
    </Form>
  );
}
