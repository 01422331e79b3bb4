import type { Meta, StoryObj } from '@storybook/react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTagProps } from './status-tag';
import { DEMO_NS } from './story-data/demo-texts';

const STATUSES = ['New', 'Open', 'Converted', 'Won', 'Discarded', 'Lost', 'Closed'];

/** The tag with its label translated the way a module does it (`t(`status.${status}`)`). */
function TranslatedStatusTag({ status, label }: StatusTagProps) {
  const { t } = useTranslation(DEMO_NS);
  return <StatusTag status={status} label={label || t(`status.${status}`)} />;
}

const meta = {
  title: 'UI/StatusTag',
  component: StatusTag,
  render: (args) => <TranslatedStatusTag {...args} />,
  args: { status: 'New', label: '' },
  argTypes: {
    status: { control: 'select', options: [...STATUSES, 'Archived'] },
    label: { description: 'Empty: the status in the language chosen in the toolbar.' },
  },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lead that has just come in. */
export const NewLead: Story = {};

/** A lead that became an opportunity. */
export const ConvertedLead: Story = { args: { status: 'Converted' } };

/** A lead that sales staff set aside. */
export const DiscardedLead: Story = { args: { status: 'Discarded' } };

/** A status the portal has no colour for yet shows in the neutral colour. */
export const UnknownStatus: Story = { args: { status: 'Archived' } };

/** Every status with a colour, side by side: the same colour means the same thing across the portal. */
export const AllStatuses: Story = {
  render: () => (
    <Flex gap={8} wrap>
      {STATUSES.map((status) => (
        <TranslatedStatusTag key={status} status={status} label="" />
      ))}
    </Flex>
  ),
};
