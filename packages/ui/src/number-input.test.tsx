import { PortalProviders, setLanguage } from '@portal/platform';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NumberInput, parseNumber } from './number-input';
import { useFormRules } from './use-form-rules';

beforeEach(() => setLanguage('sv'));

describe('parseNumber', () => {
  it('reads numbers as people type them, and says NaN to anything else', () => {
    expect(parseNumber('2,5', 'sv')).toBe(2.5);
    expect(parseNumber('2.5', 'sv')).toBe(2.5);
    expect(parseNumber('10 000', 'sv')).toBe(10000);
    expect(parseNumber('−5', 'sv')).toBe(-5);
    expect(parseNumber('1,450.5', 'en')).toBe(1450.5);
    expect(parseNumber('1,450', 'en')).toBe(1450);
    expect(parseNumber('2,5', 'en')).toBe(2.5);
    expect(parseNumber('', 'sv')).toBeNull();
    expect(parseNumber('tolv', 'sv')).toBeNaN();
    expect(parseNumber('1e3', 'sv')).toBeNaN();
  });
});

function ParticipantsForm({ onFinish }: { onFinish: (values: { participants: number | null }) => void }) {
  const rules = useFormRules();
  return (
    <Form layout="vertical" onFinish={onFinish} noValidate>
      <Form.Item name="participants" label="Deltagare" rules={[rules.number({ min: 1, max: 10_000, integer: true, required: true })]}>
        <NumberInput integer />
      </Form.Item>
      <Form.Item name="percent" label="Provision" rules={[rules.number({ min: 0, max: 100, decimals: 2 })]}>
        <NumberInput />
      </Form.Item>
      <Button htmlType="submit">Skicka</Button>
    </Form>
  );
}

function renderForm() {
  const onFinish = vi.fn();
  render(
    <PortalProviders>
      <ParticipantsForm onFinish={onFinish} />
    </PortalProviders>,
  );
  return { onFinish, participants: screen.getByLabelText('Deltagare') as HTMLInputElement, percent: screen.getByLabelText('Provision') as HTMLInputElement };
}

describe('NumberInput with the number rule', () => {
  it.each([
    ['-5', 'Ange ett värde från 1 till 10 000.'],
    ['99999999', 'Ange ett värde från 1 till 10 000.'],
    ['2,5', 'Ange ett heltal.'],
    ['tolv', 'Ange ett tal, t.ex. 12 eller 2,5.'],
  ])('keeps %s as typed and says what is wrong', async (typed, message) => {
    const { onFinish, participants } = renderForm();
    await userEvent.type(participants, typed);
    await userEvent.tab();
    expect(participants.value).toBe(typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(participants.value).toBe(typed);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuses a percentage over 100 and a third decimal instead of changing them', async () => {
    const { percent } = renderForm();
    await userEvent.type(percent, '150');
    await userEvent.tab();
    expect(percent.value).toBe('150');
    expect(await screen.findByText('Ange ett värde från 0 till 100.')).toBeInTheDocument();
    await userEvent.clear(percent);
    await userEvent.type(percent, '5,125');
    expect(await screen.findByText('Ange högst 2 decimaler.')).toBeInTheDocument();
    expect(percent.value).toBe('5,125');
  });

  it('says so in English, and hands on a valid number', async () => {
    setLanguage('en');
    const { onFinish, participants } = renderForm();
    await userEvent.type(participants, '0');
    expect(await screen.findByText('Enter a value from 1 to 10,000.')).toBeInTheDocument();
    await userEvent.clear(participants);
    expect(await screen.findByText('Fill in this field.')).toBeInTheDocument();
    await userEvent.type(participants, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ participants: 120, percent: undefined }));
  });

  it('steps with the arrow keys without stopping at any limit', async () => {
    const { participants } = renderForm();
    await userEvent.type(participants, '1{ArrowDown}{ArrowDown}');
    expect(participants.value).toBe('-1');
    expect(await screen.findByText('Ange ett värde från 1 till 10 000.')).toBeInTheDocument();
  });
});
