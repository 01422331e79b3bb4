import type { Schemas } from '@portal/api-client';
import { clearSession, setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerRequestPage } from './customer-request-page';

type CustomerRequest = Schemas['CustomerRequest'];

const TOKEN = 'cr-link_Q2w9';
const renderPage = () => renderWithPortal(<CustomerRequestPage params={{ token: TOKEN }} />, `/my-request&id=${TOKEN}`);
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A request whose presentation waits for the customer. */
function aRequest(overrides: Partial<CustomerRequest> = {}): CustomerRequest {
  const done = (key: CustomerRequest['steps'][number]['key'], at: string | null) => ({ key, done: at !== null, at });
  return {
    reference: '#12',
    language: 'sv',
    first_name: 'Sara',
    participants: 18,
    start_date: '2031-03-12',
    end_date: '2031-03-13',
    stage: 'presented',
    steps: [
      done('received', '2031-02-01T09:00:00Z'),
      done('venues_asked', '2031-02-02T09:00:00Z'),
      done('answers_in', '2031-02-05T09:00:00Z'),
      done('presented', '2031-02-06T09:00:00Z'),
      done('booked', null),
      done('held', null),
      done('confirmed', null),
    ],
    booked_venues: [],
    hold: null,
    next: 'presentation',
    can_say_none_suits: true,
    none_suits_at: null,
    messages: [],
    owner: { name: 'Anna Admin', email: 'anna@portal.test', phone: '08-123 45 67' },
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  clearSession();
});

describe('CustomerRequestPage', () => {
  it('shows where the request stands, its next step, and sends a question through the link', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /public/request': () => json(200, { data: aRequest() }),
      'POST /public/request/question': (request) =>
        json(200, {
          data: aRequest({ messages: [{ kind: 'question', body: (request.body as { question: string }).question, created_at: '2031-02-07T10:00:00Z' }] }),
          message: { en: 'Sent', sw: 'Skickad' },
        }),
    });
    renderPage();
    const steps = await screen.findByRole('region', { name: 'Så långt har det kommit' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Förfrågan mottagen1 feb 2031',
      '✓Anläggningar tillfrågade2 feb 2031',
      '✓Svar från anläggningar5 feb 2031',
      '✓Förslag klara att jämföra6 feb 2031',
      'Anläggning valdinte än',
      'Datumen hålls preliminärtinte än',
      'Bokningen bekräftadinte än',
    ]);
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Förslagen är klara. Jämför anläggningarna och boka den som passar er.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Öppna förslagen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'anna@portal.test' })).toHaveAttribute('href', 'mailto:anna@portal.test');

    const clicks = user();
    await clicks.click(screen.getByRole('button', { name: 'Skicka frågan' }));
    expect(await screen.findByText('Fyll i det här fältet.')).toBeInTheDocument();
    await clicks.type(screen.getByLabelText('Din fråga'), 'Finns det parkering?');
    await clicks.click(screen.getByRole('button', { name: 'Skicka frågan' }));
    expect(await screen.findByText('Tack, din fråga är skickad. Vi svarar så snart vi kan.')).toBeInTheDocument();
    expect(screen.getByLabelText('Din fråga')).toHaveValue('');
    expect(screen.getByText('Finns det parkering?')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.body).toEqual({ question: 'Finns det parkering?' });
    expect(post.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(post.headers.get('Authorization')).toBeNull();
  });

  it('sends "none of these venues suits us" with its reason, then says what happens next', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /public/request': () => json(200, { data: aRequest({ language: 'en' }) }),
      'POST /public/request/none-suits': (request) =>
        json(200, {
          data: aRequest({
            language: 'en',
            next: 'wait',
            can_say_none_suits: false,
            none_suits_at: '2031-02-07T10:00:00Z',
            messages: [{ kind: 'none_suits', body: (request.body as { reason: string }).reason, created_at: '2031-02-07T10:00:00Z' }],
          }),
        }),
    });
    renderPage();
    const clicks = user();
    await clicks.type(await screen.findByLabelText('Why does none of them suit you?'), 'Too far from Karlshamn');
    await clicks.click(screen.getByRole('button', { name: 'None of these venues suits us' }));
    expect(await screen.findByText('Thank you for telling us. We are looking for other venues and will be in touch.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'None of these venues suits us' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the proposals' })).toBeNull();
    expect(screen.getByText('Too far from Karlshamn')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ reason: 'Too far from Karlshamn' });
  });

  it('explains a link that no longer works, in English, with the way to a new one', async () => {
    setLanguage('en');
    mockApi({ 'GET /public/request': () => json(410, { message: { en: 'This link has expired. Ask us for a new one.', sw: 'Länken har gått ut.' }, reason: 'expired' }) });
    renderPage();
    expect(await screen.findByText('The link is no longer valid')).toBeInTheDocument();
    expect(screen.getByText('Use the link in the latest e-mail from us, or contact us and ask for a new link.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send the question' })).toBeNull());
  });
});
