import { setLanguage, type Language } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { DRAFT_KEY, DRAFT_SAVE_DELAY_MS } from './request-draft';
import { SendRequestPage } from './send-request-page';

const start = dayjs().add(40, 'day');

/** The labels and messages a customer sees, in each language. */
const TEXTS = {
  sv: {
    overnight: 'Konferens med övernattning',
    chooseStart: 'Välj startdatum.',
    start: 'Startdatum',
    end: 'Slutdatum',
    firstName: 'Förnamn',
    email: 'E-post',
    participants: 'Antal deltagare',
    single: 'Personer i enkelrum',
    roomSize: 'Konferensrum för antal deltagare',
    arrival: 'Ankomsttid',
    departure: 'Avresetid',
    submit: 'Skicka förfrågan',
    restored: 'Vi har fyllt i det du skrev förra gången.',
    clear: 'Rensa formuläret',
    range: (min: number) => `Ange ett värde från ${min} till 10\u00a0000.`,
    integer: 'Ange ett heltal.',
    quarterHour: 'Välj en tid på hel kvart, t.ex. 09:00, 09:15, 09:30 eller 09:45.',
  },
  en: {
    overnight: 'Conference with overnight stay',
    chooseStart: 'Please choose a start date.',
    start: 'Start date',
    end: 'End date',
    firstName: 'First name',
    email: 'Email',
    participants: 'Number of participants',
    single: 'People in single rooms',
    roomSize: 'Conference room for number of participants',
    arrival: 'Arrival time',
    departure: 'Departure time',
    submit: 'Send request',
    restored: 'We have filled in what you typed last time.',
    clear: 'Clear the form',
    range: (min: number) => `Enter a value from ${min} to 10,000.`,
    integer: 'Enter a whole number.',
    quarterHour: 'Choose a time on the quarter hour, e.g. 09:00, 09:15, 09:30 or 09:45.',
  },
} satisfies Record<Language, unknown>;

function answers() {
  return mockApi({
    'GET /regions': () => json(200, { data: [{ id: 2, name: 'Stockholm' }] }),
    'GET /cities': () => json(200, { data: [{ id: 21, region_id: 2, name: 'Sigtuna' }] }),
    'POST /leads': () => json(201, { data: { id: 5 }, message: { en: 'Lead created successfully', sw: 'Förfrågan har skickats' } }),
  });
}

/** user-event without its slow pointer-events check (see send-request-page.test.tsx). */
function setupUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

async function typeDate(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, `${value}{Enter}`);
}

async function replaceNumber(user: UserEvent, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
}

/** The message shown under the field labelled `label`. */
function errorOf(label: string): string {
  return document.getElementById(`${screen.getByLabelText(label).id}_error`)?.textContent ?? '';
}

describe.each(['sv', 'en'] as const)('the request form in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(() => setLanguage(language));

  it('keeps working when the start date is emptied: the end date stays, and offers no past day', async () => {
    answers();
    const user = setupUser();
    renderWithPortal(<SendRequestPage />, '/send-request');

    await user.click(screen.getByLabelText(text.overnight, { selector: 'input[type=radio]' }));
    await typeDate(user, text.start, start.format('YYYY-MM-DD'));
    // The end date follows the start, and offers nothing before it.
    expect(screen.getByLabelText(text.end)).toHaveValue(start.format('YYYY-MM-DD'));
    expect(screen.getByLabelText(text.end)).toHaveAttribute('min', start.format('YYYY-MM-DD'));

    await user.clear(screen.getByLabelText(text.start));
    expect(screen.getByLabelText(text.start)).toHaveValue('');
    await user.click(screen.getByLabelText(text.end));

    // The form and what was typed stay; the end date offers today onwards.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(text.end)).toHaveValue(start.format('YYYY-MM-DD'));
    expect(screen.getByLabelText(text.end)).toHaveAttribute('min', dayjs().format('YYYY-MM-DD'));
    expect(screen.getByLabelText(text.overnight, { selector: 'input[type=radio]' })).toBeChecked();
    // Left empty, the start date says so.
    expect(errorOf(text.start)).toBe(text.chooseStart);
  });

  it('fills in again what was typed before the page was left, and clears it on request', async () => {
    answers();
    const user = setupUser();
    const first = renderWithPortal(<SendRequestPage />, '/send-request');
    await user.type(screen.getByLabelText(text.firstName), 'Anna');
    await user.type(screen.getByLabelText(text.email), 'anna@acme.se');
    await user.click(screen.getByLabelText(text.overnight, { selector: 'input[type=radio]' }));
    await typeDate(user, text.start, start.format('YYYY-MM-DD'));
    await user.type(screen.getByLabelText(text.participants), '12');
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('anna@acme.se'), { timeout: DRAFT_SAVE_DELAY_MS * 5 });
    expect(screen.queryByText(text.restored)).not.toBeInTheDocument();
    first.unmount();

    renderWithPortal(<SendRequestPage />, '/send-request');
    expect(await screen.findByText(text.restored)).toBeInTheDocument();
    expect(screen.getByLabelText(text.firstName)).toHaveValue('Anna');
    expect(screen.getByLabelText(text.email)).toHaveValue('anna@acme.se');
    expect(screen.getByLabelText(text.overnight, { selector: 'input[type=radio]' })).toBeChecked();
    expect(screen.getByLabelText(text.start)).toHaveValue(start.format('YYYY-MM-DD'));
    expect(screen.getByLabelText(text.end)).toHaveValue(start.format('YYYY-MM-DD'));
    expect(screen.getByLabelText(text.participants)).toHaveValue('12');
    expect(screen.getByLabelText(text.roomSize)).toHaveValue('12');

    await user.click(screen.getByRole('button', { name: text.clear }));
    expect(screen.queryByText(text.restored)).not.toBeInTheDocument();
    expect(screen.getByLabelText(text.firstName)).toHaveValue('');
    expect(screen.getByLabelText(text.email)).toHaveValue('');
    expect(screen.getByLabelText(text.start)).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText(text.firstName)).toHaveFocus());
  });

  it('says what is wrong with a number and leaves it as typed', async () => {
    answers();
    const user = setupUser();
    renderWithPortal(<SendRequestPage />, '/send-request');

    await user.click(screen.getByLabelText(text.overnight, { selector: 'input[type=radio]' }));
    await user.type(screen.getByLabelText(text.participants), '-5');
    await replaceNumber(user, text.single, '2.5');
    await replaceNumber(user, text.roomSize, '99999999');
    await user.click(screen.getByRole('button', { name: text.submit }));

    await waitFor(() => expect(errorOf(text.participants)).toBe(text.range(1)));
    await waitFor(() => expect(errorOf(text.single)).toBe(text.integer));
    await waitFor(() => expect(errorOf(text.roomSize)).toBe(text.range(1)));
    expect(screen.getByLabelText(text.participants)).toHaveValue('-5');
    expect(screen.getByLabelText(text.single)).toHaveValue('2.5');
    expect(screen.getByLabelText(text.roomSize)).toHaveValue('99999999');
  });

  it('refuses a time off the quarter hour and keeps it as typed', async () => {
    answers();
    const user = setupUser();
    renderWithPortal(<SendRequestPage />, '/send-request');

    await typeDate(user, text.arrival, '09:07');
    await typeDate(user, text.departure, '16:00');
    await user.click(screen.getByRole('button', { name: text.submit }));

    await waitFor(() => expect(errorOf(text.arrival)).toBe(text.quarterHour));
    expect(screen.getByLabelText(text.arrival)).toHaveValue('09:07');
    expect(errorOf(text.departure)).toBe('');
  });
});
