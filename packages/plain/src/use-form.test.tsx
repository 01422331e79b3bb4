import { ApiError, type ApiProblem } from '@portal/api-client';
import { applyFieldErrors, BaseProviders, setLanguage, useErrorsFollowLanguage } from '@portal/platform';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Field, NumberInput, RadioGroup, rules, TextInput, useForm, type PlainForm } from './index';

interface Values {
  name: string;
  email: string;
  guests: number | null;
  kind: 'day' | 'overnight';
  rooms: number | null;
}

let current: PlainForm<Values> | undefined;

function TestForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({
    name: 'test',
    initialValues: { guests: null },
    required: ['name', 'guests', 'kind'],
    rules: {
      name: [rules.required, rules.maxLength(5)],
      email: [rules.email],
      guests: [rules.number({ min: 1, max: 10_000, integer: true, required: true })],
      kind: [rules.choose],
      rooms: [(value, values) => (value && values.guests && value > values.guests ? { key: 'common:validation.max', values: { max: values.guests } } : undefined)],
    },
    onSubmit,
  });
  current = form;
  useErrorsFollowLanguage(form);
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Field label="Namn" {...form.field('name')}>
        <TextInput {...form.bind('name')} />
      </Field>
      <Field label="E-post" {...form.field('email')}>
        <TextInput type="email" {...form.bind('email')} />
      </Field>
      <Field label="Gäster" {...form.field('guests')}>
        <NumberInput integer {...form.bind('guests')} />
      </Field>
      <RadioGroup
        {...form.bind('kind')}
        {...form.field('kind')}
        label="Typ"
        options={[
          { value: 'day', label: 'Dag' },
          { value: 'overnight', label: 'Natt' },
        ]}
      />
      {form.values.kind === 'overnight' && (
        <Field label="Rum" {...form.field('rooms')}>
          <NumberInput integer {...form.bind('rooms')} />
        </Field>
      )}
      <Button type="submit" variant="primary">
        Skicka
      </Button>
    </form>
  );
}

afterEach(async () => {
  await act(() => setLanguage('sv'));
});

describe('useForm', () => {
  it('checks a field when it is left, in the common wording, and again as it changes', async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Namn' });
    await user.click(name);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(name).toHaveAccessibleDescription('Fyll i det här fältet.');
    await user.type(name, 'Anna-Karin');
    expect(name).toHaveAccessibleDescription('Högst 5 tecken.');
    await user.clear(name);
    await user.type(name, 'Anna');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('on submit checks every field shown, focuses the first wrong one, and sends nothing', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<TestForm onSubmit={submitted} />);
    await user.type(screen.getByRole('textbox', { name: 'E-post' }), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'E-post' })).toHaveAccessibleDescription('Ange en giltig e-postadress, t.ex. namn@foretag.se.');
    expect(screen.getByRole('textbox', { name: 'Gäster' })).toHaveAccessibleDescription('Fyll i det här fältet.');
    expect(screen.getByRole('group', { name: 'Typ' })).toHaveAccessibleDescription('Välj ett alternativ.');
    // The rooms are not shown (a day conference): not checked.
    expect(screen.queryByRole('textbox', { name: 'Rum' })).toBeNull();
  });

  it('submits the values once they pass; a rule may read another field', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<TestForm onSubmit={submitted} />);
    await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'Gäster' }), '12000');
    await user.click(screen.getByRole('radio', { name: 'Natt' }));
    const rooms = screen.getByRole('textbox', { name: 'Rum' });
    await user.type(rooms, '20');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(submitted).not.toHaveBeenCalled();
    const guests = screen.getByRole('textbox', { name: 'Gäster' });
    expect(guests).toHaveFocus();
    // Numbers in the reader's language.
    expect(guests).toHaveAccessibleDescription('Ange ett värde från 1 till 10\u00a0000.');
    expect(rooms).not.toHaveAttribute('aria-invalid');
    // The rooms, checked already, are checked again as the guests change.
    await user.clear(guests);
    await user.type(guests, '10');
    expect(rooms).toHaveAccessibleDescription('Ange högst 10.');
    await user.clear(guests);
    await user.type(guests, '30');
    expect(rooms).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(submitted).toHaveBeenCalledWith({ name: 'Anna', guests: 30, kind: 'overnight', rooms: 20 });
  });

  it('shows its messages in the new language after a switch', async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await act(() => setLanguage('en'));
    expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveAccessibleDescription('Fill in this field.');
    expect(screen.getByRole('group', { name: 'Typ' })).toHaveAccessibleDescription('Choose an option.');
  });

  it('shows the server’s messages next to their fields, in the language switched to, until the field is changed', async () => {
    const user = userEvent.setup();
    // Inside the portal's providers (antd's among them), where the language is the session's.
    render(
      <BaseProviders>
        <TestForm onSubmit={vi.fn()} />
      </BaseProviders>,
    );
    const problem: ApiProblem = {
      kind: 'validation',
      status: 422,
      statusText: 'Unprocessable Entity',
      fieldErrors: { email: { sw: 'Adressen används redan.', en: 'The address is taken.' } },
    };
    act(() => {
      expect(applyFieldErrors(current!, new ApiError(problem), ['email'], 'sv')).toBe(true);
    });
    const email = screen.getByRole('textbox', { name: 'E-post' });
    expect(email).toHaveAccessibleDescription('Adressen används redan.');
    expect(email).toHaveFocus();
    act(() => setLanguage('en'));
    await waitFor(() => expect(email).toHaveAccessibleDescription('The address is taken.'));
    // Changed: the server's word is void, the field's own rules speak.
    await user.type(email, 'a');
    expect(email).toHaveAccessibleDescription('Enter a valid email address, e.g. name@company.com.');
    await user.type(email, 'nna@example.se');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
