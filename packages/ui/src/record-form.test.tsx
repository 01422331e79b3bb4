import { ApiError } from '@portal/api-client';
import { applyFieldErrors, PortalProviders, setLanguage } from '@portal/platform';
import { renderWithPortal } from '@portal/platform/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordForm, type RecordFormProps } from './record-form';
import { useFormRules } from './use-form-rules';

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

type AccountValues = { company_name?: string; email?: string };

/** An account form as mf-leads builds it: the portal's rules, a 422 from the server on save. */
function AccountForm({ answer, ...props }: Partial<RecordFormProps<AccountValues>> & { answer?: 'ok' | '422' }) {
  const [form] = Form.useForm<AccountValues>();
  const { t } = useTranslation('common');
  const rules = useFormRules();
  const navigate = useNavigate();
  const handleSubmit = async () => {
    await Promise.resolve();
    if (answer === '422') {
      applyFieldErrors(
        form,
        new ApiError({
          kind: 'validation',
          status: 422,
          statusText: 'Unprocessable Entity',
          message: 'Error validation',
          fieldErrors: { email: { en: 'The email has already been taken.', sw: 'E-postadressen används redan.' } },
        }),
        ['company_name', 'email'],
      );
      return;
    }
    await navigate('/accounts');
  };
  return (
    <>
      <Link to="/accounts">{t('routes.accounts')}</Link>
      <RecordForm<AccountValues> form={form} loading={false} saving={false} onSubmit={handleSubmit} onCancel={() => void navigate('/accounts')} {...props}>
        <Form.Item name="company_name" label={t('fields.company_name')} rules={[rules.required]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
          <Input inputMode="email" />
        </Form.Item>
      </RecordForm>
    </>
  );
}

describe('RecordForm: only the portal validation', () => {
  it('switches off the browser bubbles and focuses the first field in error, the empty company name', async () => {
    renderWithPortal(<AccountForm initialValues={{ company_name: 'Hotell Tre Ankare', email: 'info@ankare.se' }} />, '/edit-account-1');
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('novalidate');
    await userEvent.clear(screen.getByLabelText('Företagsnamn'));
    await userEvent.clear(screen.getByLabelText('E-post'));
    await userEvent.type(screen.getByLabelText('E-post'), 'inte-en-adress');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Fyll i det här fältet.')).toBeInTheDocument();
    expect(screen.getByText('Ange en giltig e-postadress, t.ex. namn@foretag.se.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Företagsnamn')).toHaveFocus());
  });
});

describe('RecordForm: errors follow the language', () => {
  it('shows the form rules\' messages in English after a switch, and in Swedish again', async () => {
    renderWithPortal(<AccountForm />, '/add-account');
    await userEvent.type(screen.getByLabelText('E-post'), 'inte-en-adress');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange en giltig e-postadress, t.ex. namn@foretag.se.')).toBeInTheDocument();
    expect(screen.getByText('Fyll i det här fältet.')).toBeInTheDocument();

    act(() => setLanguage('en'));
    expect(await screen.findByText('Enter a valid email address, e.g. name@company.com.')).toBeInTheDocument();
    expect(screen.getByText('Fill in this field.')).toBeInTheDocument();
    // The old message leaves with antd's animation.
    await waitFor(() => expect(screen.queryByText('Ange en giltig e-postadress, t.ex. namn@foretag.se.')).not.toBeInTheDocument());

    act(() => setLanguage('sv'));
    expect(await screen.findByText('Ange en giltig e-postadress, t.ex. namn@foretag.se.')).toBeInTheDocument();
  });

  it('shows the server\'s 422 message in the new language, until the field is edited', async () => {
    renderWithPortal(<AccountForm answer="422" initialValues={{ company_name: 'Hotell Tre Ankare', email: 'info@ankare.se' }} />, '/edit-account-1');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('E-postadressen används redan.')).toBeInTheDocument();

    act(() => setLanguage('en'));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('E-postadressen används redan.')).not.toBeInTheDocument());

    act(() => setLanguage('sv'));
    expect(await screen.findByText('E-postadressen används redan.')).toBeInTheDocument();

    // Edited: the server's word no longer applies, and a switch does not bring it back.
    await userEvent.type(screen.getByLabelText('E-post'), 'x');
    await waitFor(() => expect(screen.queryByText('E-postadressen används redan.')).not.toBeInTheDocument());
    act(() => setLanguage('en'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('The email has already been taken.')).not.toBeInTheDocument();
  });
});

describe('RecordForm: unsaved changes', () => {
  it('asks before a link leaves a changed form; Stay keeps the page and what was typed', async () => {
    const { router } = renderWithPortal(<AccountForm initialValues={{ company_name: 'Hotell Tre Ankare' }} />, '/edit-account-1');
    await userEvent.type(screen.getByLabelText('Företagsnamn'), ' AB');
    await userEvent.click(screen.getByRole('link', { name: 'Konton' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lämna utan att spara?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    expect(router.state.location.pathname).toBe('/edit-account-1');
    expect(screen.getByLabelText('Företagsnamn')).toHaveValue('Hotell Tre Ankare AB');

    await userEvent.click(screen.getByRole('link', { name: 'Konton' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Lämna utan att spara?' })).getByRole('button', { name: 'Lämna utan att spara' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
  });

  it('asks in English too, also for Cancel and closing the tab', async () => {
    setLanguage('en');
    const { router } = renderWithPortal(<AccountForm initialValues={{ company_name: 'Hotell Tre Ankare' }} />, '/edit-account-1');
    await userEvent.type(screen.getByLabelText('Company name'), ' AB');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('You have changes that are not saved.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
  });

  it('does not ask when nothing changed, or when the change was typed back', async () => {
    const { router } = renderWithPortal(<AccountForm initialValues={{ company_name: 'Hotell' }} />, '/edit-account-1');
    const name = screen.getByLabelText('Företagsnamn');
    await userEvent.type(name, 'X{Backspace}');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Konton' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask when the save itself leaves the page', async () => {
    const { router } = renderWithPortal(<AccountForm initialValues={{ company_name: 'Hotell', email: 'a@b.se' }} />, '/edit-account-1');
    await userEvent.type(screen.getByLabelText('Företagsnamn'), ' AB');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again after a refused save', async () => {
    const { router } = renderWithPortal(<AccountForm answer="422" initialValues={{ company_name: 'Hotell', email: 'a@b.se' }} />, '/edit-account-1');
    await userEvent.type(screen.getByLabelText('Företagsnamn'), ' AB');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('E-postadressen används redan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Konton' }));
    expect(await screen.findByRole('dialog', { name: 'Lämna utan att spara?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-account-1');
  });
});

