import { clearSession, getToken, setLanguage, storeToken } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { aPreliminaryBooking, aQuote, aQuoteLine } from '@portal/venue-answers/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { OutsideQuotePage } from './outside-quote-page';

const TOKEN = 'q-link_7Hc2vY0pQ';
const URL = `/email-editquote&id=${TOKEN}`;

/** The server's answers to a link that does not open (core/links/security.ts). */
const invalidLink = () =>
  json(401, {
    message: {
      en: 'This link is not valid. Use the link in the latest e-mail from us, or ask us for a new one.',
      sw: 'Länken är inte giltig. Använd länken i det senaste e-postmeddelandet från oss, eller be oss om en ny.',
    },
    reason: 'invalid',
  });
const revokedLink = () =>
  json(410, {
    message: {
      en: 'This link is no longer valid: a newer link has been sent or this one was withdrawn.',
      sw: 'Länken gäller inte längre: en nyare länk har skickats eller den här har dragits tillbaka.',
    },
    reason: 'revoked',
  });

const outsideQuote = () =>
  aQuote({
    venue_name: 'Sjöviks Herrgård',
    is_outside_partner: true,
    account_id: null,
    lines: [aQuoteLine({ id: 1, kind: 'single_room', name: 'Enkelrum', vat_kind: 'accommodation', vat_rate_bp: 1200, requested_quantity: 20 })],
  });

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

afterEach(() => clearSession());

describe('OutsideQuotePage', () => {
  it('explains an unknown link and how to get a new one, with no toast and no session sent along', async () => {
    setLanguage('sv');
    // An admin signed in on this browser opens a venue's link: the session is not the link's business.
    storeToken('admin-session-token');
    const requests = mockApi({ 'GET /public/quote': invalidLink });
    renderWithPortal(<OutsideQuotePage params={{ token: TOKEN }} />, URL);

    expect(await screen.findByText('Länken gäller inte')).toBeInTheDocument();
    expect(screen.getByText(/kontakta förmedlaren som skickade förfrågan och be om en ny länk/)).toBeInTheDocument();
    expect(screen.queryByText(/Länken är inte giltig/)).not.toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(request!.headers.get('Authorization')).toBeNull();
    expect(request!.query.toString()).toBe('');
    // A 401 of a link is not a lost session: the admin stays signed in.
    expect(getToken()).toBe('admin-session-token');
  });

  it('says when a link is no longer valid (expired or replaced by a resend)', async () => {
    setLanguage('en');
    mockApi({ 'GET /public/quote': revokedLink });
    renderWithPortal(<OutsideQuotePage params={{ token: TOKEN }} />, URL);
    expect(await screen.findByText('This link is no longer valid')).toBeInTheDocument();
    expect(screen.getByText(/contact the intermediary who sent the request and ask for a new link/)).toBeInTheDocument();
    expect(screen.queryByText(/a newer link has been sent or this one was withdrawn/)).not.toBeInTheDocument();
  });

  it('shows the request and saves the answer through the link, with the server’s message', async () => {
    setLanguage('sv');
    const quote = outsideQuote();
    const requests = mockApi({
      'GET /public/quote': () => json(200, { data: quote }),
      'PUT /public/quote': (request) =>
        json(200, {
          data: { ...quote, status: 'saved', responder_name: (request.body as { responder_name: string }).responder_name },
          message: { en: 'Quote saved.', sw: 'Offerten har sparats.' },
        }),
    });
    const user = setupUser();
    renderWithPortal(<OutsideQuotePage params={{ token: TOKEN }} />, URL);

    expect(await screen.findByText('Till Sjöviks Herrgård')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Svara på offertförfrågan', level: 1 })).toBeInTheDocument();
    // The answer form's code is fetched once the quote has arrived.
    expect(await screen.findByRole('region', { name: 'Förfrågan' })).toHaveTextContent('Leksand, Dalarna');

    await user.click(screen.getByLabelText('Ert namn'));
    await user.paste('Eva Sjöberg');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Offerten har sparats.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/public/quote');
    expect(put.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(put.query.toString()).toBe('');
    expect(put.body).toMatchObject({ responder_name: 'Eva Sjöberg', lines: [{ id: 1, offered_quantity: 20, price: null }] });
  });

  it('turns to the link page when the link is withdrawn while the form is open', async () => {
    setLanguage('sv');
    mockApi({
      'GET /public/quote': () => json(200, { data: outsideQuote() }),
      'PUT /public/quote': revokedLink,
    });
    const user = setupUser();
    renderWithPortal(<OutsideQuotePage params={{ token: TOKEN }} />, URL);
    await user.click(await screen.findByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Länken gäller inte längre')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
  });

  it('answers a preliminary booking through the link: declines with a reason in a dialog, then shows the answer', async () => {
    setLanguage('sv');
    const submitted = {
      ...outsideQuote(),
      status: 'submitted' as const,
      submitted_at: '2031-02-05T10:00:00Z',
      actions: { edit: false, submit: false, deny: false, extend_deadline: false },
      preliminary_booking: aPreliminaryBooking({ venue_name: 'Sjöviks Herrgård' }),
    };
    const requests = mockApi({
      'GET /public/quote': () => json(200, { data: submitted }),
      'POST /public/quote/preliminary-booking': (request) =>
        json(200, {
          data: aPreliminaryBooking({
            status: 'cancelled',
            response: 'cancel',
            additional_information: (request.body as { additional_information: string | null }).additional_information,
            responded_at: '2031-02-11T08:00:00Z',
            actions: { answer: false, extend: false, respond: false, win: false },
          }),
          message: { en: 'Preliminary booking answered', sw: 'Svaret på preliminärbokningen har skickats' },
        }),
    });
    const user = setupUser();
    renderWithPortal(<OutsideQuotePage params={{ token: TOKEN }} />, URL);

    const card = await screen.findByRole('region', { name: 'Preliminärbokning' });
    expect(within(card).getByText('Väntar på ert svar')).toBeInTheDocument();
    await user.click(within(card).getByLabelText('Ytterligare information'));
    await user.paste('Fullbokat den veckan.');
    await user.click(within(card).getByRole('button', { name: 'Avböj preliminärbokning' }));
    const confirm = await screen.findByRole('dialog', { name: 'Avböja preliminärbokningen?' });
    await user.click(within(confirm).getByRole('radio', { name: 'Datumen är upptagna' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Avböj preliminärbokning' }));

    expect(await screen.findByText('Svaret på preliminärbokningen har skickats')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/public/quote/preliminary-booking');
    expect(post.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(post.headers.get('Authorization')).toBeNull();
    expect(post.body).toEqual({
      response: 'cancel',
      hold_until: null,
      additional_information: 'Fullbokat den veckan.',
      decline_reason: 'dates_taken',
      decline_reason_text: null,
    });
    expect(await within(card).findByText('Ni avböjde preliminärbokningen.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Håll datumen' })).not.toBeInTheDocument();
  });

  it('turns to the link page when the link is withdrawn before the preliminary answer goes', async () => {
    setLanguage('en');
    mockApi({
      'GET /public/quote': () =>
        json(200, {
          data: {
            ...outsideQuote(),
            status: 'submitted',
            actions: { edit: false, submit: false, deny: false, extend_deadline: false },
            preliminary_booking: aPreliminaryBooking(),
          },
        }),
      'POST /public/quote/preliminary-booking': revokedLink,
    });
    const user = setupUser();
    renderWithPortal(<OutsideQuotePage params={{ token: TOKEN }} />, URL);
    const card = await screen.findByRole('region', { name: 'Preliminary booking' });
    await user.type(within(card).getByLabelText('Hold the dates until'), `${dayjs().add(5, 'day').format('YYYY-MM-DD')}{Tab}`);
    await user.click(within(card).getByRole('button', { name: 'Hold the dates' }));
    await user.click(await within(await screen.findByRole('tooltip')).findByRole('button', { name: 'Hold the dates' }));
    expect(await screen.findByText('This link is no longer valid')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preliminary booking' })).not.toBeInTheDocument();
  });

  it.each([
    ['sv', 'För många försök med länkar', 'Vänta 4 minuter och försök sedan igen.', 'Försök igen'],
    ['en', 'Too many attempts with links', 'Wait 4 minutes, then try again.', 'Try again'],
  ] as const)('says how long to wait when the API holds back links from this network (429, %s), with no toast', async (language, title, wait, retry) => {
    setLanguage(language);
    let calls = 0;
    mockApi({
      'GET /public/quote': () => {
        calls += 1;
        if (calls > 1) return json(200, { data: outsideQuote() });
        const throttled = json(429, {
          message: {
            en: 'Too many links that do not work have been opened from your network. Wait 4 minutes, then open the link in the latest e-mail from us.',
            sw: 'För många länkar som inte fungerar har öppnats från ditt nätverk. Vänta 4 minuter och öppna sedan länken i det senaste e-postmeddelandet från oss.',
          },
        });
        throttled.headers.set('Retry-After', '221');
        return throttled;
      },
    });
    const user = setupUser();
    renderWithPortal(<OutsideQuotePage params={{ token: TOKEN }} />, URL);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(wait)).toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();
    await user.click(screen.getByRole('button', { name: retry }));
    await waitFor(() => expect(screen.getByText(language === 'sv' ? 'Till Sjöviks Herrgård' : 'To Sjöviks Herrgård')).toBeInTheDocument());
  });

  it('offers a retry when the request cannot be fetched', async () => {
    setLanguage('sv');
    let calls = 0;
    mockApi({
      'GET /public/quote': () => {
        calls += 1;
        return calls === 1 ? json(503, { message: 'Service Unavailable' }) : json(200, { data: outsideQuote() });
      },
    });
    const user = setupUser();
    renderWithPortal(<OutsideQuotePage params={{ token: TOKEN }} />, URL);
    await user.click(await screen.findByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(screen.getByText('Till Sjöviks Herrgård')).toBeInTheDocument());
  });
});
