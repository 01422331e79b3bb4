import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Schemas } from '@portal/api-client';
import { NumberInput, useFormRules } from '@portal/ui';
import { Button, Flex, Form, Input, Select, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The seatings a venue offers for a hall (a quote's or its profile's): "don't know yet" is the customer's answer, never the venue's. */
export const SEATINGS: readonly Seating[] = ['cinema', 'u_shaped', 'boardroom', 'school', 'islands'];

type Seating = Schemas['Furnishing'];

/** A hall's row as the form holds it (the venue profile keeps an empty comment as null). */
export interface HallRowValues {
  name: string;
  size_sqm: number | null;
  capacity: number | null;
  seating: Seating | null;
  comment: string | null;
}

export interface HallsEditorProps {
  /**
   * Where its texts are: the namespace (and key prefix) holding `halls.{none,legend,add,remove,max,fields.*}`
   * and `seating.*` in the reader's words (the quote form's `quoteResponse`, the venue profile's `partner`/`profile`).
   */
  texts: { ns: string; keyPrefix?: string };
  /** The most rows it takes (the API's limit of the form it is in). */
  max: number;
  /** The seatings offered, in order. */
  seatings: readonly Seating[];
  /** A new row's values. */
  emptyHall: HallRowValues;
  /** Called when a hall is added or removed (Form.List changes do not reach onValuesChange). */
  onChange?: () => void;
}

/**
 * A form's conference halls under `halls`, one row each (name, size, seats, seating, comment): add
 * and remove rows, at most `max`. The venue's profile and its answer to a quote request.
 */
export function HallsEditor({ texts, max, seatings, emptyHall, onChange }: HallsEditorProps) {
  const { t } = useTranslation(texts.ns, { keyPrefix: texts.keyPrefix });
  const { token } = theme.useToken();
  const rules = useFormRules();
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
                    <Select allowClear options={seatings.map((value) => ({ value, label: t(`seating.${value}`) }))} />
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
                      onClick={() => {
                        remove(field.name);
                        onChange?.();
                      }}
                    />
                  </Form.Item>
                </Flex>
              </fieldset>
            );
          })}
          <Form.ErrorList errors={errors} />
          {fields.length < max ? (
            <div>
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => {
                  add({ ...emptyHall });
                  onChange?.();
                }}
              >
                {t('halls.add')}
              </Button>
            </div>
          ) : (
            <Typography.Text type="secondary">{t('halls.max', { max })}</Typography.Text>
          )}
        </Flex>
      )}
    </Form.List>
  );
}

