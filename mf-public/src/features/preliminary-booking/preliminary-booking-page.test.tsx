import type { Schemas } from '@portal/api-client';
import { clearSession, getToken, setLanguage, storeToken } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PreliminaryBookingPage } from './preliminary-booking-page';

type PreliminaryBooking = Schemas['PreliminaryBooking'];

const TOKEN = 'pb-link_T7s0Qx';
const PARAMS = { o: '9', q: '17', c_id: '4', b_id: '41', p_id: '61', token: TOKEN };
const URL = `/preliminary-booking&o=9&q=17&c_id=4&b_id=41&p_id=61&t=${TOKEN}`;

/** Held for the customer until a date, as the customer's link shows it. */
function aHeldBooking(overrides: Partial<PreliminaryBooking> = {}): PreliminaryBooking {
  return {
    preliminary_booking_id: 61,
    opportunity_id: 9,
    quote_id: 17,
    bidder_id: 41,
    account_id: 4,
    venue_name: 'Sjöviks Herrgård',
    status: 'held',
    response: 'hold',
    additional_information: 'Vi håller Siljansalen och 20 rum.',
    hold_until: '2031-03-01',
    message: null,
    requested_at: '2031-02-10T09:00:00Z',
    responded_at: '2031-02-11T14:00:00Z',
    customer_comment: null,
    customer_answered_at: null,
    extension_requested_at: null,
    decline_reason: null,
    decline_reason_text: null,
    opportunity_detail: {
      email: 'kund@acme.test',
      number_of_participants: 40,
      date: '2031-03-12 - 2031-03-13',
      start_date: '2031-03-12',
      end_date: '2031-03-13',
      account_id: 4,
      contact_id: 9,
    },
    customer_account_detail: { name: 'Acme AB' },
    vat_basis: 'ex',
    totals: { ex_vat: 2_230_000, vat: 267_600, inc_vat: 2_497_600 },
    actions: { answer: false, extend: false, respond: true, win: false },
    ...overrides,
  };
}

const answered = (booking: PreliminaryBooking, answer: 'confirm' | 'decline', comment: string | null): PreliminaryBooking => ({
  ...booking,
  status: answer === 'confirm' ? 'confirmed' : 'declined',
  customer_comment: comment,
  customer_answered_at: '2031-02-20T10:00:00Z',
  actions: { answer: false, extend: false, respond: false, win: answer === 'confirm' },
});

function setupUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const renderPage = () => renderWithPortal(<PreliminaryBookingPage params={PARAMS} />, URL);

afterEach(() => {
  cleanup();
  clearSession();
});

describe('PreliminaryBookingPage', () => {
  it('shows what the venue holds and confirms, after a confirmation, with a comment, through the link only', async () => {
    setLanguage('sv');
    storeToken('admin-session-token');
    const requests = mockApi({
      'GET /get-preliminary-booking/61': () => json(200, { data: aHeldBooking() }),
      'POST /public/preliminary-booking/answer': (request) => {
        const body = request.body as { answer: 'confirm'; comment: string | null };
        return json(200, { data: answered(aHeldBooking(), body.answer, body.comment), message: { en: 'Booking confirmed.', sw: 'Bokningen är bekräftad.' } });
      },
    });
    const user = setupUser();
    renderPage();

    const details = await screen.findByRole('region', { name: 'Bokningen' });
    expect(details).toHaveTextContent('Sjöviks Herrgård');
    expect(details).toHaveTextContent('Acme AB');
    expect(details).toHaveTextContent('12 mar 2031 – 13 mar 2031');
    expect(details).toHaveTextContent('40 personer');
    expect(details).toHaveTextContent('1 mar 2031');
    expect(details).toHaveTextContent(/22\s300,00\skr exkl\. moms/);
    expect(details).toHaveTextContent('Hålls åt er');
    expect(details).toHaveTextContent('Vi håller Siljansalen och 20 rum.');
    expect(screen.getByText('Bekräfta senast 1 mar 2031 om ni vill boka. Ert svar kan inte ändras efteråt.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bekräfta bokningen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bekräfta bokningen hos Sjöviks Herrgård?' });
    expect(dialog).toHaveTextContent('Ni bekräftar bokningen av Sjöviks Herrgård för 12 mar 2031 – 13 mar 2031. Svaret kan inte ändras efteråt.');
    await user.click(within(dialog).getByLabelText('Kommentar (valfritt)'));
    await user.paste('  Vi kommer 38 personer.  ');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Bekräfta bokningen' }));

    expect(await screen.findByRole('heading', { name: 'Tack! Bokningen är bekräftad' })).toHaveFocus();
    const thanks = screen.getByRole('region', { name: 'Tack! Bokningen är bekräftad' });
    expect(thanks).toHaveTextContent('Ni bekräftade bokningen av Sjöviks Herrgård den 20 feb 2031.');
    expect(thanks).toHaveTextContent('Er kommentar: Vi kommer 38 personer.');
    expect(within(thanks).getByRole('button', { name: 'Följ din förfrågan' })).toBeInTheDocument();
    expect(within(thanks).getByRole('link', { name: 'Anläggning? Logga in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Bekräfta bokningen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avböj' })).not.toBeInTheDocument();

    const get = requests[0]!;
    expect(get.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(get.headers.get('Authorization')).toBeNull();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ answer: 'confirm', comment: 'Vi kommer 38 personer.' });
    expect(posts[0]!.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(posts[0]!.headers.get('Authorization')).toBeNull();
    expect(posts[0]!.query.toString()).toBe('');
    expect(getToken()).toBe('admin-session-token');
  });

  it('declines after its own confirmation, with no comment, and thanks with the login link', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /get-preliminary-booking/61': () => json(200, { data: aHeldBooking() }),
      'POST /public/preliminary-booking/answer': () =>
        json(200, { data: answered(aHeldBooking(), 'decline', null), message: { en: 'Booking declined.', sw: 'Bokningen är avböjd.' } }),
    });
    const user = setupUser();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the booking at Sjöviks Herrgård?' });
    expect(dialog).toHaveTextContent('The venue then releases the dates. The answer cannot be changed afterwards.');
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline the booking' }));

    const thanks = await screen.findByRole('region', { name: 'Thank you for your answer' });
    expect(thanks).toHaveTextContent('You declined the booking of Sjöviks Herrgård on Feb 20, 2031');
    expect(within(thanks).getByRole('button', { name: 'Follow your request' })).toBeInTheDocument();
    expect(within(thanks).getByRole('link', { name: 'A venue? Log in' })).toHaveAttribute('href', '/login');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ answer: 'decline', comment: null }]);
  });

  it('explains an expired hold and offers no answer', async () => {
    setLanguage('sv');
    mockApi({
      'GET /get-preliminary-booking/61': () =>
        json(200, { data: aHeldBooking({ status: 'expired', actions: { answer: false, extend: false, respond: false, win: false } }) }),
    });
    renderPage();
    expect(await screen.findByText('Tiden har gått ut', { selector: '.plain-alert *' })).toBeInTheDocument();
    expect(screen.getByText(/Anläggningen höll datumen till och med 1 mar 2031, och tiden gick ut/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bekräfta bokningen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avböj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Logga in' })).not.toBeInTheDocument();
  });

  it('explains a booking the venue cancelled', async () => {
    setLanguage('en');
    mockApi({
      'GET /get-preliminary-booking/61': () =>
        json(200, { data: aHeldBooking({ status: 'cancelled', response: 'cancel', hold_until: null, actions: { answer: false, extend: false, respond: false, win: false } }) }),
    });
    renderPage();
    expect(await screen.findByText(/The venue cannot hold the dates and has cancelled the preliminary booking/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the booking' })).not.toBeInTheDocument();
  });

  it('shows an answer given earlier as its thank-you when the link is opened again', async () => {
    setLanguage('sv');
    mockApi({ 'GET /get-preliminary-booking/61': () => json(200, { data: answered(aHeldBooking(), 'confirm', null) }) });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Tack! Bokningen är bekräftad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tack! Bokningen är bekräftad' })).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Bekräfta bokningen' })).not.toBeInTheDocument();
  });

  it('explains a link that is no longer valid (410), also when it happens on answering', async () => {
    setLanguage('sv');
    mockApi({
      'GET /get-preliminary-booking/61': () => json(200, { data: aHeldBooking() }),
      'POST /public/preliminary-booking/answer': () =>
        json(410, { message: { en: 'This link is no longer valid.', sw: 'Länken gäller inte längre.' }, reason: 'expired' }),
    });
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bekräfta bokningen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bekräfta bokningen' }));
    expect(await screen.findByText('Länken gäller inte längre')).toBeInTheDocument();
    expect(screen.getByText(/be om en ny länk/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bokningen' })).not.toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();
  });

  it('explains an unknown link (401) without a toast', async () => {
    setLanguage('en');
    mockApi({ 'GET /get-preliminary-booking/61': () => json(401, { message: { en: 'This link is not valid.', sw: 'Länken är inte giltig.' }, reason: 'invalid' }) });
    renderPage();
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();
  });
});
