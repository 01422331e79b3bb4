import type { Meta, StoryObj } from '@storybook/react';
import { Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { RecordSelect, type RecordSelectProps } from './record-select';
import { searchDemoAccounts } from './story-data/demo-accounts';
import { DEMO_NS } from './story-data/demo-texts';

/** An account picker under its label, with the id the form would send. */
function AccountField(props: RecordSelectProps) {
  const { t } = useTranslation(DEMO_NS);
  const [id, setId] = useState(props.value ?? null);
  return (
    <Form layout="vertical" style={{ maxWidth: 360 }}>
      <Form.Item label={t('accountPicker.label')} htmlFor="account">
        <RecordSelect
          {...props}
          id="account"
          placeholder={t('accountPicker.placeholder')}
          value={id}
          onChange={(next) => {
            props.onChange?.(next);
            setId(next);
          }}
        />
      </Form.Item>
      <Typography.Text type="secondary">{id === null ? t('accountPicker.none') : t('accountPicker.chosen', { id })}</Typography.Text>
    </Form>
  );
}

const meta = {
  title: 'UI/RecordSelect',
  component: RecordSelect,
  render: (args) => <AccountField {...args} />,
  args: {
    value: null,
    onChange: fn(),
    fetchOptions: fn(searchDemoAccounts),
    allowClear: true,
  },
  argTypes: {
    fetchOptions: { control: false },
  },
} satisfies Meta<typeof RecordSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen; opening or typing asks the (in-memory) server, e.g. type `hotell`. */
export const Empty: Story = {};

/** An edit form's current account shows its name before any search has run. */
export const WithValue: Story = {
  args: { value: 4, selectedLabel: 'Yasuragi' },
};

/** Locked, e.g. a contact's account while the contact is saved. */
export const Disabled: Story = {
  args: { value: 4, selectedLabel: 'Yasuragi', disabled: true },
};
