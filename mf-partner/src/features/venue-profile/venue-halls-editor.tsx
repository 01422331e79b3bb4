import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NumberInput, useFormRules, Typography } from '@portal/ui';
import { Button, Flex, Form, Input, Select, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_HALL, MAX_HALLS, SEATINGS } from './venue-profile-values';

/** The venue's conference halls, one row each (name, size, seats, seating, comment): add and remove rows, at most 30. */
export function VenueHallsEditor() {
  const { t } = useTranslation('partner', { keyPrefix: 'profile' });
  const rules = useFormRules();
  const { token } = theme.useToken();
  return (
    <Form.List name="halls">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8}>
          {fields.length === 0 && <Typography.Text type="secondary">{t('halls.none')}</Typography.Text>}
          {fields.map((field, index) => {
            const legend = t('halls.legend', { number: index + 1 });
            return (
              <fieldset
                key={field.key}
                style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG, padding: '8px 12px 0', margin: 0, minWidth: 0 }}
              >
                <legend style={{ fontSize: 14, padding: '0 4px', width: 'auto', border: 0, margin: 0 }}>{legend}</legend>
                <Flex gap={12} wrap align="start">
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('halls.fields.name')}
                    rules={[rules.required, rules.maxLength(200)]}
                    style={{ flex: '2 1 200px', minWidth: 0 }}
                  >
                    <Input />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'size_sqm']}
                    label={t('halls.fields.size_sqm')}
                    rules={[rules.number({ min: 1, max: 100_000, integer: true })]}
                    style={{ flex: '1 1 110px', minWidth: 100 }}
                  >
                    <NumberInput integer suffix="m²" style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'capacity']}
                    label={t('halls.fields.capacity')}
                    rules={[rules.number({ min: 1, max: 100_000, integer: true })]}
                    style={{ flex: '1 1 110px', minWidth: 100 }}
                  >
                    <NumberInput integer style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'seating']} label={t('halls.fields.seating')} style={{ flex: '1 1 150px', minWidth: 130 }}>
                    <Select allowClear options={SEATINGS.map((value) => ({ value, label: t(`seating.${value}`) }))} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'comment']}
                    label={t('halls.fields.comment')}
                    rules={[rules.maxLength(2000)]}
                    style={{ flex: '3 1 220px', minWidth: 0 }}
                  >
                    <Input />
                  </Form.Item>
                  <Form.Item label={<span aria-hidden="true">&nbsp;</span>}>
                    <Button
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('halls.remove', { hall: legend })}
                      title={t('halls.remove', { hall: legend })}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Flex>
              </fieldset>
            );
          })}
          <Form.ErrorList errors={errors} />
          {fields.length < MAX_HALLS ? (
            <div>
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ ...EMPTY_HALL })}
              >
                {t('halls.add')}
              </Button>
            </div>
          ) : (
            <Typography.Text type="secondary">{t('halls.max', { max: MAX_HALLS })}</Typography.Text>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
