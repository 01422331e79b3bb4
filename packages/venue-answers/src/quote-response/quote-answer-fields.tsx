import { NumberInput, useFormRules } from '@portal/ui';
import { Flex, Form, Input, Radio, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUOTE_RESPONSE_NS } from './i18n';
import { QuoteSection } from './quote-section';

/**
 * The venue's answers besides the prices: extra information, commission, terms, and three yes/no
 * questions with comments. The commission is "preset from your agreement" only where there is one:
 * an outside venue (or a partner without a commission on its account) has none.
 */
export function QuoteAnswersSection({ respondedYes, hasAgreement }: { respondedYes: FormRule; hasAgreement: boolean }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const rules = useFormRules();
  const yesNoOptions = [
    { value: true, label: t('answers.yes') },
    { value: false, label: t('answers.no') },
  ];
  const yesNoWithComment = (name: 'direct_contact' | 'same_price') => (
    <Flex gap={16} wrap align="start">
      <Form.Item name={name} label={t(`answers.fields.${name}`)} style={{ flex: '1 1 260px' }}>
        <Radio.Group options={yesNoOptions} aria-label={t(`answers.fields.${name}`)} />
      </Form.Item>
      <Form.Item name={`${name}_comment`} label={t('answers.comment')} rules={[rules.maxLength(2000)]} style={{ flex: '2 1 260px' }}>
        <Input aria-label={`${t('answers.comment')}: ${t(`answers.fields.${name}`)}`} />
      </Form.Item>
    </Flex>
  );
  return (
    <QuoteSection title={t('answers.title')}>
      <Form.Item name="additional_information" label={t('answers.fields.additional_information')} rules={[rules.maxLength(5000)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        name="commission_percent"
        label={t('answers.fields.commission_percent')}
        extra={t(hasAgreement ? 'answers.commissionHint' : 'answers.commissionHintNoAgreement')}
        rules={[rules.number({ min: 0, max: 100, decimals: 2 })]}
      >
        <NumberInput suffix="%" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="free_cancellation" label={t('answers.fields.free_cancellation')} rules={[rules.maxLength(2000)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      {yesNoWithComment('direct_contact')}
      {yesNoWithComment('same_price')}
      <Form.Item name="responded_accordingly" label={t('answers.fields.responded_accordingly')} required rules={[respondedYes]}>
        <Radio.Group options={yesNoOptions} aria-label={t('answers.fields.responded_accordingly')} />
      </Form.Item>
    </QuoteSection>
  );
}

/** Who answered (name, phone, email: required to submit) and their comments. */
export function QuoteResponderSection({ requiredToSubmit }: { requiredToSubmit: FormRule }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const rules = useFormRules();
  return (
    <QuoteSection title={t('answers.responderTitle')} intro={t('answers.requiredHint')}>
      <Flex gap={16} wrap align="start">
        <Form.Item
          name="responder_name"
          label={t('answers.fields.responder_name')}
          required
          rules={[requiredToSubmit, rules.maxLength(200)]}
          style={{ flex: '1 1 220px', minWidth: 0 }}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="responder_phone"
          label={t('answers.fields.responder_phone')}
          required
          rules={[requiredToSubmit, rules.maxLength(50)]}
          style={{ flex: '1 1 180px', minWidth: 0 }}
        >
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="responder_email"
          label={t('answers.fields.responder_email')}
          required
          rules={[requiredToSubmit, ...rules.email]}
          style={{ flex: '1 1 240px', minWidth: 0 }}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Flex>
      <Form.Item name="comments" label={t('answers.fields.comments')} rules={[rules.maxLength(5000)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </QuoteSection>
  );
}
