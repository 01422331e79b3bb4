import type { Meta, StoryObj } from '@storybook/react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FormSection } from './form-section';
import { MoneyInput } from './money-input';
import { RecordForm, type RecordFormProps } from './record-form';
import { useFormRules } from './use-form-rules';
import { DEMO_NS } from './story-data/demo-texts';

interface ProductValues {
  name: string;
  description: string;
  price: number | null;
}

type DemoProductFormProps = Omit<RecordFormProps<ProductValues>, 'form' | 'children' | 'deleteConfirm'>;

const lunch: ProductValues = { name: 'Konferenslunch', description: 'Dagens rätt, sallad, måltidsdryck och kaffe.', price: 18500 };

/** A product's edit form as a module builds it: sections of labelled fields inside RecordForm. */
function DemoProductForm(props: DemoProductFormProps) {
  const { t } = useTranslation(DEMO_NS);
  const [form] = Form.useForm<ProductValues>();
  const rules = useFormRules();
  const name = props.initialValues?.name;
  return (
    <RecordForm<ProductValues>
      {...props}
      form={form}
      title={props.title ?? t('product.title')}
      deleteConfirm={props.onDelete && t('product.deleteConfirm', { name })}
    >
      <FormSection title={t('product.details')}>
        <Form.Item name="name" label={t('product.name')} rules={[rules.required, rules.maxLength(255)]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name="description" label={t('product.description')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </FormSection>
      <FormSection title={t('product.pricing')}>
        <Form.Item name="price" label={t('product.price')} rules={[rules.money({ min: 0, required: true })]}>
          <MoneyInput />
        </Form.Item>
      </FormSection>
    </RecordForm>
  );
}

const meta = {
  title: 'UI/RecordForm',
  component: DemoProductForm,
  args: {
    loading: false,
    saving: false,
    onSubmit: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  argTypes: {
    initialValues: { control: 'object' },
  },
} satisfies Meta<typeof DemoProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new product: empty fields; Save with nothing typed shows what is missing next to each field. */
export const NewRecord: Story = {};

/** An existing product, its values filled in from the server. */
export const Filled: Story = {
  args: { initialValues: lunch },
};

/** An existing product can also be deleted, after a confirmation. */
export const WithDelete: Story = {
  args: { initialValues: lunch, onDelete: fn() },
};

/** The save is on its way: Save spins and cannot be pressed twice. */
export const Saving: Story = {
  args: { initialValues: lunch, onDelete: fn(), saving: true },
};

/** The product is still being fetched. */
export const Loading: Story = {
  args: { loading: true },
};

/** The product could not be fetched: an error with a retry in the form's place. */
export const LoadFailed: Story = {
  args: { loadError: true },
};

/**
 * After a failed save: each field says what is wrong, in the portal's one voice, and the first
 * one has the focus. Switch the language in the toolbar: the messages follow.
 */
export const FieldErrors: Story = {
  args: { initialValues: { ...lunch, name: '', price: -500 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Spara|Save)$/ }));
    await expect(await canvas.findByText(/Fyll i det här fältet\.|Fill in this field\./)).toBeInTheDocument();
    await expect(await canvas.findByText(/Ange minst|Enter at least/)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Unsaved changes: Cancel (or a link, the menu, Back) asks before they are lost; Stay is the
 * default. Closing the tab asks the browser's own question.
 */
export const LeavePrompt: Story = {
  args: { initialValues: lunch },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Namn|Name/ }), ' med kaffe');
    await userEvent.click(canvas.getByRole('button', { name: /^(Avbryt|Cancel)$/ }));
    await expect(await screen.findByRole('dialog', { name: /Lämna utan att spara\?|Leave without saving\?/ })).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
