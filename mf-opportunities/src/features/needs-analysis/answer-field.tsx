import { useLanguage } from '@portal/platform';
import { NumberInput, useFormRules } from '@portal/ui';
import { DatePicker, Form, Input, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { questionText, type NeedsQuestion } from './use-needs-analysis';
import '../../i18n/needs';

/**
 * One question of the needs analysis as a field of its answer type: a text, yes or no, a number,
 * a date, or up to so many of its options; a question no longer asked says so beside its label.
 */
export function AnswerField({ question, name }: { question: NeedsQuestion; name: string }) {
  const { t } = useTranslation('needsAnalysis');
  const language = useLanguage();
  const rules = useFormRules();
  const label = questionText(question, language);
  const inactive = !question.active && <Typography.Text type="secondary"> {t('inactive')}</Typography.Text>;
  switch (question.answer_type) {
    case 'text':
      return (
        <Form.Item name={name} label={<>{label}{inactive}</>} rules={[rules.maxLength(2000)]}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 5 }} maxLength={2000} />
        </Form.Item>
      );
    case 'yes_no':
      return (
        <Form.Item name={name} label={<>{label}{inactive}</>}>
          <Radio.Group
            options={[
              { value: true, label: t('yes') },
              { value: false, label: t('no') },
            ]}
          />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item name={name} label={<>{label}{inactive}</>} rules={[rules.number({ min: 0, max: 1_000_000_000, decimals: 2 })]}>
          <NumberInput style={{ maxWidth: 200 }} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item name={name} label={<>{label}{inactive}</>}>
          <DatePicker format="YYYY-MM-DD" />
        </Form.Item>
      );
    case 'dropdown': {
      const max = question.max_selectable ?? 1;
      return (
        <Form.Item
          name={name}
          label={<>{label}{inactive}</>}
          extra={t('chooseAtMost', { count: max })}
          rules={[
            {
              validator: async (_, value: string[] | undefined) => {
                if ((value?.length ?? 0) > max) throw new Error(t('tooMany', { count: max }));
              },
            },
          ]}
        >
          <Select
            mode="multiple"
            maxCount={max}
            allowClear
            options={question.options.map((option) => ({ value: option.key, label: option[language] }))}
            style={{ maxWidth: 480 }}
          />
        </Form.Item>
      );
    }
  }
}
