import { DeleteOutlined } from '@ant-design/icons';
import { MoneyInput, NumberInput, useFormRules } from '@portal/ui';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEATINGS, type Kind } from './items-form-values';

export interface ItemRowFieldsetProps {
  kind: Kind;
  /** The row's name in its Form.List, and its place shown to the user. */
  name: number;
  index: number;
  /** The catalogue's products this kind of row offers, and whether they are still loading. */
  productOptions: { value: number; label: string }[];
  productsLoading: boolean;
  dayOptions: { value: string; label: string }[];
  onPickProduct: (productId: number | null) => void;
  onRemove: () => void;
}

/**
 * One row of the opportunity's meals, rooms or products: the catalogue product (filling in its
 * name and prices), the day, the quantity, a room's size and seating, the prices and a comment.
 */
export function ItemRowFieldset({ kind, name, index, productOptions, productsLoading, dayOptions, onPickProduct, onRemove }: ItemRowFieldsetProps) {
  const { t } = useTranslation('opportunityItems');
  const rules = useFormRules();
  const legend = t(`rowLegend.${kind}`, { number: index + 1 });
  return (
    <fieldset style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px 0', margin: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 14, padding: '0 4px', width: 'auto', border: 0, margin: 0 }}>{legend}</legend>
      <Flex gap={12} wrap align="start">
        <Form.Item name={[name, 'product_id']} label={t('fields.product')} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={productsLoading}
            options={productOptions}
            placeholder={t('fields.productPlaceholder')}
            onChange={(value: number | undefined) => onPickProduct(value ?? null)}
          />
        </Form.Item>
        <Form.Item name={[name, 'name']} label={t('fields.name')} rules={[rules.required, rules.maxLength(200)]} style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Input />
        </Form.Item>
        <Form.Item name={[name, 'day']} label={t('fields.day')} style={{ flex: '0 1 150px', minWidth: 120 }}>
          <Select options={dayOptions} />
        </Form.Item>
        <Form.Item
          name={[name, 'quantity']}
          label={t('fields.quantity')}
          rules={[rules.number({ min: 1, max: 10000, integer: true, required: true })]}
          style={{ flex: '0 1 110px', minWidth: 90 }}
        >
          <NumberInput integer style={{ width: '100%' }} />
        </Form.Item>
        {kind === 'conference_room' && (
          <>
            <Form.Item
              name={[name, 'room_size']}
              label={t('fields.room_size')}
              rules={[rules.number({ min: 1, max: 10000, integer: true, required: true })]}
              style={{ flex: '0 1 130px', minWidth: 90 }}
            >
              <NumberInput integer style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name={[name, 'seating']} label={t('fields.seating')} style={{ flex: '0 1 150px', minWidth: 120 }}>
              <Select allowClear options={SEATINGS.map((value) => ({ value, label: t(`seating.${value}`) }))} />
            </Form.Item>
          </>
        )}
        <Form.Item name={[name, 'price_per_person']} label={t('fields.price_per_person')} rules={[rules.money({ min: 0 })]} style={{ flex: '0 1 150px', minWidth: 120 }}>
          <MoneyInput />
        </Form.Item>
        {kind !== 'meal' && (
          <>
            <Form.Item name={[name, 'minimum_price']} label={t('fields.minimum_price')} rules={[rules.money({ min: 0 })]} style={{ flex: '0 1 150px', minWidth: 120 }}>
              <MoneyInput />
            </Form.Item>
            <Form.Item name={[name, 'start_price']} label={t('fields.start_price')} rules={[rules.money({ min: 0 })]} style={{ flex: '0 1 150px', minWidth: 120 }}>
              <MoneyInput />
            </Form.Item>
          </>
        )}
        <Form.Item name={[name, 'comment']} label={t('fields.comment')} rules={[rules.maxLength(1000)]} style={{ flex: '2 1 180px', minWidth: 0 }}>
          <Input />
        </Form.Item>
        <Form.Item label={<span aria-hidden="true">&nbsp;</span>}>
          <Button danger icon={<DeleteOutlined />} aria-label={t('remove', { row: legend })} title={t('remove', { row: legend })} onClick={onRemove} />
        </Form.Item>
      </Flex>
    </fieldset>
  );
}
