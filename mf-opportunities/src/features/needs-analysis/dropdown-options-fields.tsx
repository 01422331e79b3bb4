import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NumberInput, useFormRules } from '@portal/ui';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../i18n/needs';

/**
 * A dropdown question's choices, each in Swedish and English (at least one), and how many of
 * them an answer may pick (no more than there are).
 */
export function DropdownOptionsFields() {
  const { t } = useTranslation('needsAnalysis');
  const rules = useFormRules();
  const form = Form.useFormInstance();
  return (
    <>
        <Form.List
          name="options"
          rules={[
            {
              validator: async (_, options: unknown[] | undefined) => {
                if (!options || options.length === 0) throw new Error(t('questions.optionsRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 }}>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('questions.fields.options')}</legend>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="start" wrap>
                  <Form.Item name={[field.name, 'sv']} label={t('questions.fields.option_sv', { number: index + 1 })} rules={[rules.required, rules.maxLength(200)]} style={{ flex: '1 1 180px' }}>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'en']} label={t('questions.fields.option_en', { number: index + 1 })} rules={[rules.required, rules.maxLength(200)]} style={{ flex: '1 1 180px' }}>
                    <Input />
                  </Form.Item>
                  <Form.Item label={<span aria-hidden="true">&nbsp;</span>}>
                    <Button danger icon={<DeleteOutlined />} aria-label={t('questions.removeOption', { number: index + 1 })} onClick={() => remove(field.name)} />
                  </Form.Item>
                </Flex>
              ))}
              {errors.map((error, index) => (
                <Typography.Paragraph key={index} type="danger" role="alert" style={{ marginBottom: 8 }}>
                  {error}
                </Typography.Paragraph>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ sv: '', en: '' })}>
                {t('questions.addOption')}
              </Button>
            </fieldset>
          )}
        </Form.List>
        <Form.Item
          name="max_selectable"
          label={t('questions.fields.max_selectable')}
          dependencies={['options']}
          rules={[
            rules.number({ min: 1, max: 30, integer: true, required: true }),
            {
              validator: async (_, value: number | null) => {
                const count = (form.getFieldValue('options') as unknown[] | undefined)?.length ?? 0;
                if (value && count > 0 && value > count) throw new Error(t('questions.maxAboveOptions', { count }));
              },
            },
          ]}
        >
          <NumberInput integer style={{ maxWidth: 120 }} />
        </Form.Item>
    </>
  );
}
