import { PortalProviders, setLanguage } from '@portal/platform';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, Form, Input } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordForm, type RecordFormProps } from './record-form';

type Values = { name: string };

function ProductForm(props: Partial<RecordFormProps<Values>>) {
  const [form] = Form.useForm<Values>();
  return (
    <RecordForm<Values> form={form} loading={false} saving={false} onSubmit={vi.fn()} onCancel={vi.fn()} {...props}>
      <Form.Item name="name" label="Namn" rules={[{ required: true, message: 'Skriv ett namn.' }]}>
        <Input />
      </Form.Item>
    </RecordForm>
  );
}

function renderForm(props: Partial<RecordFormProps<Values>> = {}) {
  return render(
    <PortalProviders>
      <ProductForm {...props} />
    </PortalProviders>,
  );
}

beforeEach(() => setLanguage('sv'));

describe('RecordForm', () => {
  it('submits the typed values with Enter', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit, initialValues: { name: 'Lunch' } });
    await userEvent.type(screen.getByLabelText('Namn'), ' och fika{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Lunch och fika' }));
  });

  it('does not submit when Enter confirms a date typed into a date picker', async () => {
    const onSubmit = vi.fn();
    function DatedForm() {
      const [form] = Form.useForm<Values & { due?: unknown }>();
      return (
        <RecordForm<Values & { due?: unknown }> form={form} loading={false} saving={false} onSubmit={onSubmit} onCancel={vi.fn()} initialValues={{ name: 'Lunch' }}>
          <Form.Item name="name" label="Namn">
            <Input />
          </Form.Item>
          <Form.Item name="due" label="Datum">
            <DatePicker />
          </Form.Item>
        </RecordForm>
      );
    }
    render(
      <PortalProviders>
        <DatedForm />
      </PortalProviders>,
    );
    await userEvent.type(screen.getByLabelText('Datum'), '2030-05-14{Enter}');
    await userEvent.type(screen.getByLabelText('Namn'), '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Lunch' });
  });

  it('says what is missing instead of submitting', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Skriv ett namn.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cancels without submitting', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    renderForm({ onCancel, onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('deletes only after the confirmation, and Escape keeps the record', async () => {
    const onDelete = vi.fn();
    renderForm({ onDelete, deleteConfirm: 'Ta bort produkten Lunch?', initialValues: { name: 'Lunch' } });
    const deleteButton = screen.getByRole('button', { name: 'Ta bort' });
    await userEvent.click(deleteButton);
    expect(await screen.findByText('Ta bort produkten Lunch?')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(deleteButton);
    const confirmation = (await screen.findByText('Ta bort produkten Lunch?')).closest('.ant-popconfirm') as HTMLElement;
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Ta bort' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('has no Delete button for a new record', () => {
    renderForm();
    expect(screen.queryByRole('button', { name: 'Ta bort' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while the record loads, and a retry when it failed', async () => {
    const { rerender } = renderForm({ loading: true });
    expect(screen.getByRole('status', { name: 'Hämtar …' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Namn')).not.toBeInTheDocument();

    const onRetry = vi.fn();
    rerender(
      <PortalProviders>
        <ProductForm loadError onRetry={onRetry} />
      </PortalProviders>,
    );
    expect(screen.getByText('Uppgifterna kunde inte hämtas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the save in progress, and Enter does not send it twice', async () => {
    setLanguage('en');
    const onSubmit = vi.fn();
    renderForm({ saving: true, submitLabel: 'Create', onSubmit, onDelete: vi.fn(), initialValues: { name: 'Lunch' } });
    expect(screen.getByRole('button', { name: /Create/ })).toHaveClass('ant-btn-loading');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Namn'), '{Enter}');
    // Validation runs asynchronously before onFinish; give it the time a submit would take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
