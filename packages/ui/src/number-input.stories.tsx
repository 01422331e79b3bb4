import type { Meta, StoryObj } from '@storybook/react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberInput, type NumberInputProps } from './number-input';
import { useFormRules } from './use-form-rules';

interface ParticipantsFieldProps extends NumberInputProps {
  /** What the field starts with. */
  initial?: number | null;
}

/** The input under its label in a form, with the number rule of a request's participants. */
function ParticipantsField({ initial = null, ...props }: ParticipantsFieldProps) {
  const { t } = useTranslation('common');
  const rules = useFormRules();
  return (
    <Form layout="vertical" noValidate initialValues={{ participants: initial }} style={{ maxWidth: 280 }}>
      <Form.Item name="participants" label={t('fields.participants')} rules={[rules.number({ min: 1, max: 10_000, integer: true, required: true })]}>
        <NumberInput integer {...props} />
      </Form.Item>
    </Form>
  );
}

const meta = {
  title: 'UI/NumberInput',
  component: ParticipantsField,
  args: { onChange: fn() },
} satisfies Meta<typeof ParticipantsField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. ↑/↓ step by one. */
export const Empty: Story = {};

/** A number from the server, in the language's notation. */
export const WithValue: Story = {
  args: { initial: 120 },
};

/**
 * −5 participants: kept as typed and refused next to the field (antd's InputNumber would have
 * made it 1 without a word). Switch the language in the toolbar: the message follows.
 */
export const OutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '-5');
    await userEvent.tab();
    await expect(input).toHaveValue('-5');
    await expect(await canvas.findByText(/Ange ett värde från 1 till 10\s000\.|Enter a value from 1 to 10,000\./)).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(-5);
  },
};

/** 2,5 participants: not rounded to 3, but a whole number asked for. */
export const NotAWholeNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '2,5');
    await expect(await canvas.findByText(/Ange ett heltal\.|Enter a whole number\./)).toBeInTheDocument();
  },
};
