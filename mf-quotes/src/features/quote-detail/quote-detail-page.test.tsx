import { setLanguage } from '@portal/platform';
import { json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import type { Quote } from '../../api/quote-types';
import { aBidder, aQuote } from '../../testing/quote-fixture';
import { QuoteDetailPage } from './quote-detail-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** The admin's own writes: opening the quote marks its venue seen (checked on its own below). */
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET' && !request.path.endsWith('/seen'));

function answer(quote: Quote = aQuote(), bidder = aBidder(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET /quote/${quote.id}`]: () => json(200, { data: quote }),
    'GET /get-bidder/12': () => json(200, { data: [aBidder({ bidder_id: 99, name: 'Another venue' }), bidder] }),
    [`POST /bidder/${quote.bidder_id}/seen`]: () => json(200, { data: { ...bidder, seen_by_admin: true }, message: { en: 'Marked as seen by admin', sw: 'Markerad som sedd' } }),
    ...extra,
  });
}

function renderQuote(id = '5') {
  return renderWithPortal(<QuoteDetailPage params={{ id }} />, `/edit-quotes-${id}`);
}

/** An open quote: invited, nothing answered yet, the deadline passed; the admin may extend it and resend. */
const waiting = aQuote({
  status: 'new',
  overdue: true,
  submitted_at: null,
  lines: aQuote().lines.map((line) => ({ ...line, offered_quantity: null, ordinary_price: null, price: null, discount_bp: 0, courses: null, total_ex_vat: 0, total_inc_vat: 0 })),
  totals: { ex_vat: 0, vat: 0, inc_vat: 0 },
  halls: [],
  files: [],
  history: [{ at: '2031-02-01T09:00:00Z', by: { id: 1, name: 'Admin Demo' }, event: 'invited', detail: 'info@sjovik.test' }],
  actions: { edit: false, submit: false, deny: false, extend_deadline: true },
  commission_bp: null,
  free_cancellation: null,
  direct_contact: null,
  direct_contact_comment: null,
  same_price: null,
  same_price_comment: null,
  responded_accordingly: null,
  responder_name: null,
  responder_phone: null,
  responder_email: null,
  comments: null,
  additional_information: null,
});
const waitingBidder = aBidder({ status: 'invitation_sent', quote_status: 'new', resend_invitation: true, total_ex_vat: null, total_inc_vat: null, overdue: true });

describe('QuoteDetailPage', () => {
  it("marks the venue's answer seen by opening it, once and without a toast", async () => {
    setLanguage('en');
    const requests = answer();
    renderQuote();
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST').map((request) => [request.path, request.body])).toEqual([['/bidder/31/seen', { seen: true }]]));
    expect(screen.queryByText('Marked as seen by admin')).not.toBeInTheDocument();
  });

  it('shows the quote as the venue sent it, read only, in Swedish', async () => {
    setLanguage('sv');
    answer();
    renderQuote();

    expect(await screen.findByRole('heading', { name: 'Offert från Sjöviks Herrgård' })).toBeInTheDocument();
    expect(document.title).toContain('Offert från Sjöviks Herrgård');
    expect(screen.getByRole('link', { name: 'Öppna affärsmöjligheten' })).toHaveAttribute('href', '/edit-opportunity-12');
    expect(screen.getByRole('link', { name: /Tillbaka till offerter/ })).toHaveAttribute('href', '/quotes');
    expect(screen.getAllByText('Skickad').length).toBeGreaterThan(0);

    // The request.
    expect(screen.getByText('Konferens med övernattning')).toBeInTheDocument();
    expect(screen.getByText('12 mar 2031 – 13 mar 2031')).toBeInTheDocument();
    expect(screen.getByText('10 enkelrum, 7 dubbelrum')).toBeInTheDocument();
    expect(screen.getByText('Sigtuna, Stockholm')).toBeInTheDocument();
    expect(screen.getByText('Behövs projektor?')).toBeInTheDocument();

    // The lines, their prices (ex VAT, as the request asked) and the totals.
    const lines = screen.getByRole('table', { name: 'Offertrader' });
    const [, room, lunch] = within(lines).getAllByRole('row');
    expect(within(lines).getByRole('columnheader', { name: 'Pris exkl. moms' })).toBeInTheDocument();
    expect(room).toHaveTextContent('Enkelrum');
    // One wording of a room line everywhere, and the quantities in their unit (issue 27 §1).
    expect(room).toHaveTextContent('per rum och natt');
    expect(room).toHaveTextContent(/10\srumsnätter/);
    expect(lunch).toHaveTextContent(/12 mar 2031 · per person/);
    expect(within(room!).getByText(/^1\s450,00\s*kr$/)).toBeInTheDocument();
    expect(within(room!).getByText(/^1\s250,00\s*kr$/)).toBeInTheDocument();
    expect(within(room!).getByText(/^10\s%$/)).toBeInTheDocument();
    // The price paid per room after the discount, under the price (issue 27 §1).
    expect(within(room!).getByText(/^1\s125,00\s*kr efter rabatt$/)).toBeInTheDocument();
    expect(within(room!).getByText(/^11\s250,00\s*kr$/)).toBeInTheDocument();
    expect(within(room!).getByText(/^12\s600,00\s*kr$/)).toBeInTheDocument();
    expect(lunch).toHaveTextContent('Rätter: Sallad, fisk, kaffe');
    expect(screen.getByText(/^15\s930,00\s*kr$/)).toBeInTheDocument();
    expect(screen.getByText(/^1\s911,60\s*kr$/)).toBeInTheDocument();
    expect(screen.getByText(/^17\s841,60\s*kr$/)).toBeInTheDocument();

    // Halls, answers, files.
    expect(within(screen.getByRole('table', { name: 'Konferenslokaler' })).getByText('Sjösalen')).toBeInTheDocument();
    expect(screen.getByText('80 m²')).toBeInTheDocument();
    expect(screen.getByText('Ring receptionen.')).toBeInTheDocument();
    expect(screen.getByText('Priset gäller 20–28 personer.')).toBeInTheDocument();
    expect(screen.getByText('Fram till 30 dagar före.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'karin@sjovik.test' })).toHaveAttribute('href', 'mailto:karin@sjovik.test');
    expect(screen.getByRole('link', { name: '070-123 45 67' })).toHaveAttribute('href', 'tel:0701234567');
    expect(screen.getByText('Parkering ingår.')).toBeInTheDocument();
    const image = screen.getByRole('link', { name: 'Öppna bilden salen.jpg' });
    expect(image).toHaveAttribute('href', '/api/files/salen-key');
    expect(within(image).getByRole('img')).toHaveAttribute('src', '/api/files/salen-thumb');
    const attachment = screen.getByRole('link', { name: 'Ladda ner villkor.pdf' });
    expect(attachment).toHaveAttribute('href', '/api/files/villkor-key');
    expect(attachment).toHaveAttribute('download', 'villkor.pdf');

    // The history, newest first.
    const history = screen.getByRole('heading', { name: 'Historik' }).closest('.ant-card')!;
    const events = within(history as HTMLElement).getAllByText(/Offerten skickad|Inbjudan skickad till/);
    expect(events.map((event) => event.textContent)).toEqual(['Offerten skickad', 'Inbjudan skickad till info@sjovik.test']);

    // Nothing can be changed: no form, no deadline, no resend for an answered quote.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /svarstid/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skicka inbjudan igen/ })).not.toBeInTheDocument();
  });

  it('marks an overdue deadline and shows an unanswered quote’s empty parts in English', async () => {
    setLanguage('en');
    answer(waiting, waitingBidder);
    renderQuote();

    expect(await screen.findByRole('heading', { name: 'Quote from Sjöviks Herrgård' })).toBeInTheDocument();
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
    // Red, and the word says it too.
    expect(screen.getByText(/Overdue/).closest('.ant-typography-danger')).toHaveTextContent('Feb 8, 2031 · Overdue');
    expect(screen.getByText('The venue has not named any halls.')).toBeInTheDocument();
    expect(screen.getByText('No images or attachments.')).toBeInTheDocument();
  });

  it('extends the deadline with a date picker, asking for a date first', async () => {
    setLanguage('en');
    const nextWeek = dayjs().add(7, 'day').format('YYYY-MM-DD');
    const requests = answer(waiting, waitingBidder, {
      'POST /quote/5/deadline': (request) =>
        json(200, {
          data: { ...waiting, response_deadline: (request.body as { response_deadline: string }).response_deadline, overdue: false },
          message: { en: 'Deadline saved', sw: 'Svarstiden har sparats' },
        }),
    });
    const user = setupUser();
    renderQuote();

    await user.click(await screen.findByRole('button', { name: 'Change deadline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deadline for Sjöviks Herrgård' });
    const field = within(dialog).getByLabelText('Answer by');
    expect(field).toHaveValue('2031-02-08');
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a date.')).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);

    await user.type(field, `${nextWeek}{Tab}`);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toEqual({ response_deadline: nextWeek });
    expect(await screen.findByText('Deadline saved')).toBeInTheDocument();
    // The dialog closes (its field goes with it).
    await waitFor(() => expect(screen.queryByLabelText('Answer by')).not.toBeInTheDocument());
    // The quote is fetched again.
    await waitFor(() => expect(requests.filter((request) => request.path === '/quote/5')).toHaveLength(2));
  });

  it('shows the server’s refusal of a deadline next to the field', async () => {
    setLanguage('sv');
    const requests = answer(waiting, waitingBidder, {
      'POST /quote/5/deadline': () =>
        json(422, {
          message: 'Error validation',
          errors: { response_deadline: [{ en: 'The deadline must be before the conference', sw: 'Svarstiden måste vara före konferensen' }] },
        }),
    });
    const user = setupUser();
    renderQuote();

    await user.click(await screen.findByRole('button', { name: 'Ändra svarstid' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Svara senast');
    await user.clear(field);
    // Enter picks the date and saves.
    await user.type(field, `${dayjs().add(400, 'day').format('YYYY-MM-DD')}{Enter}`);
    expect(await within(dialog).findByText('Svarstiden måste vara före konferensen')).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(1);
  });

  it('resends the invitation only after a confirmation', async () => {
    setLanguage('sv');
    const requests = answer(waiting, waitingBidder, {
      'POST /bidder/31/invitation': () =>
        json(200, { data: waitingBidder, message: { en: 'Invitation resent', sw: 'Inbjudan har skickats igen' } }),
    });
    const user = setupUser();
    renderQuote();

    // Offered once the venues panel's view of the venue has arrived (a second call, after the quote's).
    await user.click(await screen.findByRole('button', { name: 'Skicka inbjudan igen' }, { timeout: 15_000 }));
    expect(await screen.findByText('Skicka inbjudan till Sjöviks Herrgård igen?')).toBeInTheDocument();
    expect(screen.getByText(/skickas till info@sjovik.test/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(writes(requests)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan igen' }));
    await user.click(await screen.findByRole('button', { name: 'Skicka igen' }));
    await waitFor(() => expect(writes(requests).map((request) => request.path)).toEqual(['/bidder/31/invitation']));
    expect(await screen.findByText('Inbjudan har skickats igen')).toBeInTheDocument();
  });

  it('says so when the quote does not exist, with a way back to the list', async () => {
    setLanguage('en');
    mockApi({ 'GET /quote/99': () => json(404, { message: 'Quote does not exists.' }) });
    renderQuote('99');

    expect(await screen.findByRole('heading', { name: 'The quote does not exist', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to quotes/ })[0]).toHaveAttribute('href', '/quotes');
    // Quiet: the page says it, no toast repeats it.
    expect(screen.queryByText(/the quote may have been updated/i)).not.toBeInTheDocument();
  });

  it('offers a retry when the quote cannot be loaded', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({
      'GET /quote/5': () => (fail ? json(500, { message: 'Server Error' }) : json(200, { data: aQuote() })),
      'GET /get-bidder/12': () => json(200, { data: [aBidder()] }),
    });
    const user = setupUser();
    renderQuote();

    expect(await screen.findByText('The quote could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Quote from Sjöviks Herrgård' })).toBeInTheDocument();
  });
});
