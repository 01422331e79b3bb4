import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, Form, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/set-language';
import { PortalProviders } from './portal-providers';

beforeEach(() => setLanguage('sv'));

function Pickers() {
  const [owner, setOwner] = useState<number | null>(2);
  return (
    <>
      <label htmlFor="owner">Ansvarig</label>
      <Select<number | null>
        id="owner"
        showSearch
        allowClear
        value={owner}
        onChange={(value) => setOwner(value ?? null)}
        options={[
          { value: 1, label: 'Anna' },
          { value: 2, label: 'Bertil' },
        ]}
      />
      <output aria-label="vald">{owner ?? 'ingen'}</output>
      <DatePicker aria-label="Datum" defaultValue={dayjs('2030-05-14')} />
      <TimePicker aria-label="Tid" defaultValue={dayjs('2030-05-14T09:15')} format="HH:mm" />
    </>
  );
}

const clearButtons = () => Array.from(document.querySelectorAll<HTMLButtonElement>('.ant-select-clear, .ant-picker-clear'));

describe('PortalProviders: antd in the portal language', () => {
  it.each([
    ['sv', 'Välj datum'],
    ['en', 'Select date'],
  ] as const)('gives antd the %s locale and switches it live', (language, placeholder) => {
    setLanguage(language === 'sv' ? 'en' : 'sv');
    render(
      <PortalProviders>
        <DatePicker aria-label="Datum" />
      </PortalProviders>,
    );
    act(() => setLanguage(language));
    expect(screen.getByLabelText('Datum')).toHaveAttribute('placeholder', placeholder);
    expect(document.documentElement.lang).toBe(language);
  });

  it.each([
    ['sv', 'Fyll i det här fältet.'],
    ['en', 'Fill in this field.'],
  ] as const)('gives rules without a message the portal wording in %s', async (language, message) => {
    setLanguage(language);
    render(
      <PortalProviders>
        <Form onFinish={() => undefined}>
          <Form.Item name="subject" label="Ämne" rules={[{ required: true }]}>
            <input aria-label="Ämne" />
          </Form.Item>
          <button type="submit">OK</button>
        </Form>
      </PortalProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('the × of selects and pickers', () => {
  it.each([
    ['sv', 'Rensa'],
    ['en', 'Clear'],
  ] as const)('is no Tab stop, is labelled %s, and follows a language switch', async (language, label) => {
    render(
      <PortalProviders>
        <Pickers />
      </PortalProviders>,
    );
    act(() => setLanguage(language));
    await waitFor(() => expect(clearButtons()).toHaveLength(3));
    for (const button of clearButtons()) {
      expect(button).toHaveAttribute('tabindex', '-1');
      expect(button).toHaveAttribute('aria-label', label);
    }
  });

  it('is skipped by Tab, so a typed space cannot wipe the chosen owner; Backspace clears on purpose', async () => {
    render(
      <PortalProviders>
        <Pickers />
      </PortalProviders>,
    );
    await waitFor(() => expect(clearButtons()).toHaveLength(3));
    const owner = screen.getByRole('combobox', { name: 'Ansvarig' });
    owner.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Datum'));
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('vald')).toHaveTextContent('2');

    owner.focus();
    await userEvent.keyboard('{Escape}{Backspace}');
    expect(screen.getByLabelText('vald')).toHaveTextContent('ingen');
  });
});
