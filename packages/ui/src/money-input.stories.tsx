import type { Meta, StoryObj } from '@storybook/react';
import { Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { formatMoney, MoneyInput, type MoneyInputProps } from './money-input';
import { DEMO_NS } from './story-data/demo-texts';

/** The input under its label, with what the form would send to the API. */
function PriceField(props: MoneyInputProps) {
  const { t } = useTranslation(DEMO_NS);
  const [ore, setOre] = useState(props.value ?? null);
  return (
    <Form layout="vertical" style={{ maxWidth: 280 }}>
      <Form.Item label={t('money.label')} htmlFor="price">
        <MoneyInput
          {...props}
          id="price"
          value={ore}
          onChange={(next) => {
            props.onChange?.(next);
            setOre(next);
          }}
        />
      </Form.Item>
      <Typography.Text type="secondary">
        {ore === null ? t('money.empty') : t('money.shown', { ore, formatted: formatMoney(ore) })}
      </Typography.Text>
    </Form>
  );
}

const meta = {
  title: 'UI/MoneyInput',
  component: MoneyInput,
  render: (args) => <PriceField {...args} />,
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. Type `1 234,50` or `1234.5`; the form gets 123450 öre. */
export const Empty: Story = {};

/** A product price of 1 850 kr, stored as 185000 öre. */
export const WithAmount: Story = {
  args: { value: 185000 },
};

/** Read only while the form saves. */
export const Disabled: Story = {
  args: { value: 49900, disabled: true },
};
