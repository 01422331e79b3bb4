import { setLanguage } from '@portal/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { DRAFT_KEY, DRAFT_SAVE_DELAY_MS } from './request-draft';
import { SendRequestPage } from './send-request-page';

const start = dayjs().add(40, 'day');
const end = start.add(1, 'day');

const regions = { data: [{ id: 1, name: 'Skåne' }, { id: 2, name: 'Stockholm' }] };
const citiesOf: Record<string, { id: number; region_id: number; name: string }[]> = {
  '1': [{ id: 11, region_id: 1, name: 'Malmö' }],
  '2': [{ id: 21, region_id: 2, name: 'Sigtuna' }, { id: 22, region_id: 2, name: 'Stockholm city' }],
};

function answers(createLead: (request: RecordedRequest) => Response) {
  return mockApi({
    'GET /regions': () => json(200, regions),
    'GET /cities': (request) => json(200, { data: citiesOf[request.query.get('region_id') ?? ''] ?? [] }),
    'POST /leads': createLead,
  });
}

/**
 * jsdom computes styles slowly against antd's CSS-in-JS; user-event's pointer-events check does
 * that for every ancestor of every click, which makes a long form time out. Nothing here is hidden
 * behind `pointer-events: none`, so the check is left out.
 */
function setupUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Chooses an option of the (native) select labelled `label`, once it is enabled and its options came. */
async function choose(user: UserEvent, label: string, option: string) {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  await waitFor(() => expect(select).toBeEnabled());
  await within(select).findByRole('option', { name: option });
  await user.selectOptions(select, option);
}

/** Types into a date or time field, replacing what it shows, and confirms with Enter. */
async function typeDate(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, `${value}{Enter}`);
}

/** The message shown under the field labelled `label`. */
function errorOf(label: string): string {
  return document.getElementById(`${screen.getByLabelText(label).id}_error`)?.textContent ?? '';
}

/** Fills every required field the way a customer would, in English. */
async function fillValidRequest(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Anna');
  await user.type(screen.getByLabelText('Last name'), 'Andersson');
  await user.type(screen.getByLabelText('Company or organisation'), 'Acme AB');
  await user.type(screen.getByLabelText('Email'), 'anna@acme.se');
  await user.type(screen.getByLabelText('Phone'), '070-123 45 67');
  await user.click(screen.getByLabelText('Conference with overnight stay', { selector: 'input[type=radio]' }));
  await typeDate(user, 'Start date', start.format('YYYY-MM-DD'));
  await typeDate(user, 'End date', end.format('YYYY-MM-DD'));
  await typeDate(user, 'Arrival time', '09:00');
  await typeDate(user, 'Departure time', '15:30');
  await user.type(screen.getByLabelText('Number of participants'), '20');
  await user.clear(screen.getByLabelText('People in single rooms'));
  await user.type(screen.getByLabelText('People in single rooms'), '8');
  await user.clear(screen.getByLabelText('People in shared double rooms'));
  await user.type(screen.getByLabelText('People in shared double rooms'), '12');
  await user.click(screen.getByLabelText('We are fine with sharing double rooms'));
  await user.click(screen.getByLabelText('U-shaped', { selector: 'input[type=radio]' }));
  await choose(user, 'Region', 'Stockholm');
  await choose(user, 'City', 'Sigtuna');
  await user.click(screen.getByLabelText('Excluding VAT', { selector: 'input[type=radio]' }));
  await user.click(screen.getByLabelText('By phone'));
  // Pasted: quicker than typing it key by key.
  await user.click(screen.getByLabelText('Message'));
  await user.paste('Vegetarian lunch, please.');
}

describe('SendRequestPage', () => {
  beforeEach(() => setLanguage('sv'));

  it('says in Swedish what is missing and sends nothing while the form is empty', async () => {
    const requests = answers(() => json(201, {}));
    const user = setupUser();
    renderWithPortal(<SendRequestPage />, '/send-request');

    await user.click(screen.getByRole('button', { name: 'Skicka förfrågan' }));

    // One voice with every form of the portal (docs/wording.md), under each field left empty.
    await waitFor(() => expect(errorOf('Förnamn')).toBe('Fyll i det här fältet.'));
    expect(errorOf('E-post')).toBe('Fyll i det här fältet.');
    expect(errorOf('Antal deltagare')).toBe('Fyll i det här fältet.');
    expect(screen.getByText('Välj typ av konferens.')).toBeInTheDocument();
    expect(screen.getByText('Välj startdatum.')).toBeInTheDocument();
    expect(screen.getByText('Välj en region.')).toBeInTheDocument();
    expect(screen.getByText('Välj om priserna ska visas exklusive eller inklusive moms.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('confirms a typed date with Enter without submitting the whole form', async () => {
    setLanguage('en');
    answers(() => json(201, {}));
    const user = setupUser();
    renderWithPortal(<SendRequestPage />, '/send-request');

    await typeDate(user, 'Start date', start.format('YYYY-MM-DD'));

    expect(screen.getByLabelText('Start date')).toHaveValue(start.format('YYYY-MM-DD'));
    expect(screen.getByLabelText('End date')).toHaveValue(start.format('YYYY-MM-DD'));
    expect(screen.queryByText('Fill in this field.')).not.toBeInTheDocument();
  });

  it('checks the email, the dates and the rooms against the participants', async () => {
    answers(() => json(201, {}));
    setLanguage('en');
    const user = setupUser();
    renderWithPortal(<SendRequestPage />, '/send-request');

    await user.type(screen.getByLabelText('Email'), 'anna@');
    await user.click(screen.getByLabelText('Conference with overnight stay', { selector: 'input[type=radio]' }));
    await typeDate(user, 'Start date', start.format('YYYY-MM-DD'));
    await typeDate(user, 'End date', end.format('YYYY-MM-DD'));
    // The date field offers no end before the start; moving the start past the end must be caught.
    await typeDate(user, 'Start date', end.add(3, 'day').format('YYYY-MM-DD'));
    await user.type(screen.getByLabelText('Number of participants'), '10');
    await user.clear(screen.getByLabelText('People in single rooms'));
    await user.type(screen.getByLabelText('People in single rooms'), '6');
    await user.clear(screen.getByLabelText('People in shared double rooms'));
    await user.type(screen.getByLabelText('People in shared double rooms'), '6');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Enter a valid email address, e.g. name@company.com.')).toBeInTheDocument();
    expect(await screen.findByText('Choose an end date on or after the start date.')).toBeInTheDocument();
    expect(
      await screen.findByText('People in single and double rooms together can be at most 10 (the number of participants).'),
    ).toBeInTheDocument();
  });

  it('sends a complete request as the API expects it, thanks the customer in their words and forgets the draft', async () => {
    setLanguage('en');
    // The server's answer is written for staff; the customer never reads it.
    const requests = answers(() =>
      json(201, { data: { id: 5 }, message: { en: 'Lead created successfully', sw: 'Förfrågan har skickats' } }),
    );
    const user = setupUser();
    renderWithPortal(<SendRequestPage />, '/send-request');

    await fillValidRequest(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Thank you for your request!')).toBeInTheDocument();
    expect(screen.getByText('We have received your request and will get back to you as soon as we can.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\blead\b/i);
    // Nothing of the sent request stays in the browser, not even a save that was still pending.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS * 2));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(requests.find((request) => request.method === 'GET' && request.path === '/cities')?.query.get('region_id')).toBe('2');
    const posted = requests.filter((request) => request.method === 'POST' && request.path === '/leads');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual({
      first_name: 'Anna',
      last_name: 'Andersson',
      business: 'Acme AB',
      email: 'anna@acme.se',
      phone: '070-123 45 67',
      conference_type: 'overnight',
      start_date: start.format('YYYY-MM-DD'),
      end_date: end.format('YYYY-MM-DD'),
      arrival_time: '09:00',
      departure_time: '15:30',
      participants: 20,
      single_room_people: 8,
      double_room_people: 12,
      accepts_shared_double: true,
      conference_room_size: 20,
      furnishing: 'u_shaped',
      region_id: 2,
      city_id: 21,
      vat_basis: 'ex',
      contact_method: 'phone',
      message: 'Vegetarian lunch, please.',
      language: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.queryByText('We have filled in what you typed last time.')).not.toBeInTheDocument();
  });

  it('puts the server’s field error next to the field and keeps what was typed', async () => {
    setLanguage('en');
    answers(() =>
      json(422, {
        message: 'Error validation',
        errors: { email: [{ en: 'This email domain does not accept mail.', sw: 'Domänen tar inte emot e-post.' }] },
      }),
    );
    const user = setupUser();
    renderWithPortal(<SendRequestPage />, '/send-request');

    await fillValidRequest(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const message = await screen.findByText('This email domain does not accept mail.');
    expect(message.closest('.plain-field')).toContainElement(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email domain does not accept mail.');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@acme.se');
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    expect(screen.queryByText('Thank you for your request!')).not.toBeInTheDocument();
  });

  it('empties the city when another region is chosen', async () => {
    setLanguage('en');
    answers(() => json(201, {}));
    const user = setupUser();
    renderWithPortal(<SendRequestPage />, '/send-request');

    await choose(user, 'Region', 'Skåne');
    await choose(user, 'City', 'Malmö');
    expect(screen.getByLabelText('City')).toHaveDisplayValue('Malmö');

    await choose(user, 'Region', 'Stockholm');
    expect(screen.getByLabelText('City')).toHaveDisplayValue('Choose a city');
    expect(screen.getByLabelText('City')).toHaveValue('');
  });
});
