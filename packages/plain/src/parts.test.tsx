import { i18n } from '@portal/platform';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Checkbox,
  DateInput,
  Field,
  NumberInput,
  parseNumber,
  PasswordInput,
  RadioGroup,
  Result,
  Select,
  Spinner,
  TextArea,
  TextInput,
  TimeInput,
} from './index';

afterEach(async () => {
  await act(() => i18n.changeLanguage('sv'));
});

describe('Field', () => {
  it('labels its control, marks it required, and ties its error and help to it', () => {
    render(
      <Field label="Förnamn" required error="Fyll i det här fältet." help="Som i passet.">
        <TextInput id="first" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Förnamn' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Fyll i det här fältet. Som i passet.');
    expect(screen.getByRole('alert')).toHaveTextContent('Fyll i det här fältet.');
  });

  it('says nothing is wrong while there is no error', () => {
    render(
      <Field label="Företag">
        <TextInput id="business" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Företag' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toBeRequired();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a child without an id (no label could point at it)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Field label="Namn">
          <TextInput />
        </Field>,
      ),
    ).toThrow(/id/);
  });
});

function Controlled<T>({ initial, children }: { initial: T; children: (value: T, set: (value: T) => void) => React.ReactNode }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {children(value, setValue)}
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}
const shownValue = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('inputs', () => {
  it('TextInput and TextArea report what is typed; the area counts it', async () => {
    const user = userEvent.setup();
    render(
      <Controlled initial="">
        {(value, set) => (
          <Field label="Meddelande">
            <TextArea id="message" value={value} onValueChange={set} maxLength={50} showCount />
          </Field>
        )}
      </Controlled>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Meddelande' }), 'Hej');
    expect(shownValue()).toBe('Hej');
    expect(screen.getByText('3 / 50')).toBeInTheDocument();
  });

  it('PasswordInput shows and hides what was typed, with a named button in the language of the page', async () => {
    const user = userEvent.setup();
    render(
      <Field label="Lösenord">
        <PasswordInput id="password" value="hemligt" />
      </Field>,
    );
    const input = screen.getByLabelText('Lösenord');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Visa lösenord' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Dölj lösenord' })).toHaveAttribute('aria-pressed', 'true');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });

  it('NumberInput keeps what was typed: empty is null, text NaN, a comma a decimal point; phones get the number pad', async () => {
    const user = userEvent.setup();
    render(
      <Controlled<number | null> initial={null}>
        {(value, set) => (
          <Field label="Deltagare">
            <NumberInput id="participants" integer value={value} onValueChange={(next) => set(next ?? null)} />
          </Field>
        )}
      </Controlled>,
    );
    const input = screen.getByRole('textbox', { name: 'Deltagare' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '2,5');
    expect(shownValue()).toBe(2.5);
    expect(input).toHaveValue('2,5');
    await user.clear(input);
    expect(shownValue()).toBeNull();
    await user.type(input, 'tolv');
    // NaN is written as null by JSON: the field itself keeps the text for the rules to refuse.
    expect(input).toHaveValue('tolv');
    expect(parseNumber('tolv')).toBeNaN();
    expect(parseNumber('10 000')).toBe(10000);
  });

  it('NumberInput shows a value set from outside (a suggestion)', () => {
    const { rerender } = render(<NumberInput id="size" value={null} aria-label="Storlek" />);
    rerender(<NumberInput id="size" value={40} aria-label="Storlek" />);
    expect(screen.getByRole('textbox', { name: 'Storlek' })).toHaveValue('40');
  });

  it('DateInput and TimeInput are the browser’s own fields', async () => {
    render(
      <>
        <DateInput id="start" aria-label="Startdatum" value="2030-05-01" />
        <TimeInput id="arrival" aria-label="Ankomst" value="09:15" step={900} />
      </>,
    );
    expect(screen.getByLabelText('Startdatum')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Startdatum')).toHaveValue('2030-05-01');
    expect(screen.getByLabelText('Ankomst')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('Ankomst')).toHaveValue('09:15');
  });

  it('Select is a native select whose options keep their own values (a number stays a number)', async () => {
    const user = userEvent.setup();
    render(
      <Controlled<number | undefined> initial={undefined}>
        {(value, set) => (
          <Field label="Region">
            <Select
              id="region"
              value={value}
              onValueChange={set}
              placeholder="Välj region"
              options={[
                { value: 1, label: 'Skåne' },
                { value: 2, label: 'Uppsala' },
              ]}
            />
          </Field>
        )}
      </Controlled>,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(screen.getByRole('option', { name: 'Välj region' })).toHaveProperty('selected', true);
    await user.selectOptions(select, 'Uppsala');
    expect(shownValue()).toBe(2);
  });
});

describe('choices', () => {
  it('Checkbox reports whether it is ticked, by its label or the space bar', async () => {
    const user = userEvent.setup();
    render(
      <Controlled initial={false}>
        {(value, set) => (
          <Checkbox value={value} onValueChange={set}>
            Delar gärna dubbelrum
          </Checkbox>
        )}
      </Controlled>,
    );
    await user.click(screen.getByText('Delar gärna dubbelrum'));
    expect(shownValue()).toBe(true);
    screen.getByRole('checkbox', { name: 'Delar gärna dubbelrum' }).focus();
    await user.keyboard(' ');
    expect(shownValue()).toBe(false);
  });

  it('RadioGroup is a group named by its legend, moved through with the arrow keys, with its error', async () => {
    const user = userEvent.setup();
    const blurred = vi.fn();
    render(
      <>
        <Controlled<'day' | 'overnight' | undefined> initial={undefined}>
          {(value, set) => (
            <RadioGroup
              id="type"
              label="Typ av konferens"
              required
              error={value ? undefined : 'Välj typ.'}
              value={value}
              onValueChange={set}
              onBlur={blurred}
              options={[
                { value: 'overnight', label: 'Med övernattning' },
                { value: 'day', label: 'Dagkonferens' },
              ]}
            />
          )}
        </Controlled>
        <button type="button">Nästa</button>
      </>,
    );
    const group = screen.getByRole('group', { name: 'Typ av konferens' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Välj typ.');
    await user.click(screen.getByRole('radio', { name: 'Med övernattning' }));
    await user.keyboard('{ArrowRight}');
    expect(shownValue()).toBe('day');
    expect(screen.getByRole('radio', { name: 'Dagkonferens' })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(blurred).not.toHaveBeenCalled();
    await user.tab();
    expect(blurred).toHaveBeenCalledTimes(1);
  });
});

describe('buttons', () => {
  it('Button clicks; while loading it says it is busy and a click does nothing', async () => {
    const user = userEvent.setup();
    const clicked = vi.fn();
    const { rerender } = render(
      <Button variant="primary" onClick={clicked}>
        Skicka
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Skicka' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('plain-button-primary');
    await user.click(button);
    expect(clicked).toHaveBeenCalledTimes(1);
    rerender(
      <Button variant="primary" onClick={clicked} loading>
        Skicka
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(clicked).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={clicked} disabled>
        Skicka
      </Button>,
    );
    expect(button).toBeDisabled();
  });

  it('ButtonLink is a link of the router, drawn as a button', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/', element: <ButtonLink to="/login">Logga in</ButtonLink> },
        { path: '/login', element: <p>Inloggningen</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Logga in' });
    expect(link).toHaveClass('plain-button');
    await user.click(link);
    expect(await screen.findByText('Inloggningen')).toBeInTheDocument();
  });
});

describe('feedback', () => {
  it('Alert: an error is read out at once, information politely, with its action', () => {
    render(
      <>
        <Alert type="error" title="Länken har gått ut" />
        <Alert type="info" title="Vi har fyllt i det du skrev" action={<Button>Rensa</Button>} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Länken har gått ut');
    expect(screen.getByRole('status')).toHaveTextContent('Vi har fyllt i det du skrev');
    expect(screen.getByRole('button', { name: 'Rensa' })).toBeInTheDocument();
  });

  it('Card, Result and Spinner draw what they are given', () => {
    render(
      <Card title="Kontakt">
        <Result status="success" title="Tack!" subTitle="Vi hör av oss." extra={<Button>Skicka en till</Button>} />
        <Spinner />
      </Card>,
    );
    expect(screen.getByText('Kontakt')).toHaveClass('plain-card-head');
    expect(screen.getByText('Tack!')).toHaveClass('plain-result-title');
    // A text title is the page's heading (level 1 unless said); a title given as an element is drawn as given.
    expect(screen.getByRole('heading', { level: 1, name: 'Tack!' })).toBeInTheDocument();
    expect(screen.getByText('Vi hör av oss.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Laddar …' })).toBeInTheDocument();
    // The status icon is decoration: the title says it.
    expect(document.querySelector('.plain-result-icon svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("Result's title is a heading of the level asked, or the caller's own heading", () => {
    render(
      <>
        <Result status="info" level={2} title="Länken har gått ut" />
        <Result status="success" title={<h3>Bokad</h3>} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Länken har gått ut' })).toHaveClass('plain-result-title');
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H2', 'H3']);
  });
});
