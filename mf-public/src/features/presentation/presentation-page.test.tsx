import { clearSession, getToken, setLanguage, STORAGE_KEYS, storeToken } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import type { VenueMapProps } from '@portal/ui';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PresentationPage } from './presentation-page';
import { aPresentation, aShortVenue, aVenue } from './testing/a-presentation';

// Leaflet has no layout in jsdom: the map stands in as the places it was given.
vi.mock('@portal/ui/src/venue-map/leaflet-map', () => ({
  LeafletMap: ({ markers, label }: VenueMapProps) => (
    <div role="region" aria-label={label}>
      {markers.map((marker) => `${marker.label} (${marker.location.lat}, ${marker.location.lng})`).join('; ')}
    </div>
  ),
}));

const TOKEN = 'p-link_Zq81xLm2';
const URL = `/quote-presention-pre&o=9&a=3&t=${TOKEN}`;

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

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** An element's text with every kind of space as one plain space (money is written with no-break spaces). */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

function renderPage() {
  return renderWithPortal(<PresentationPage params={{ o: '9', a: '3', token: TOKEN }} />, URL);
}

afterEach(() => {
  // The page goes before the session does: a signed-out session under a mounted page would re-render it.
  cleanup();
  clearSession();
  vi.restoreAllMocks();
});

describe('PresentationPage', () => {
  it('says how long to wait when the API holds back links from this network (429), not that the link is broken', async () => {
    setLanguage('en');
    mockApi({
      'GET /public/presentation': () => {
        const throttled = json(429, { message: { en: 'Too many links that do not work', sw: 'För många länkar som inte fungerar' } });
        throttled.headers.set('Retry-After', '300');
        return throttled;
      },
    });
    renderPage();
    expect(await screen.findByText('Too many attempts with links')).toBeInTheDocument();
    expect(screen.getByText('Wait 5 minutes, then try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();
  });

  it('shows the request, every venue in order with its prices and gaps, the map and the comparison, through the link only', async () => {
    setLanguage('sv');
    // An admin signed in on this browser opens the customer's link: the session is not the link's business.
    storeToken('admin-session-token');
    const requests = mockApi({ 'GET /public/presentation': () => json(200, { data: aPresentation() }) });
    renderPage();

    expect(await screen.findByRole('heading', { level: 3, name: '1. Sjöviks Herrgård' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Offertpresentation' })).toBeInTheDocument();
    expect(screen.getByText('Till Acme AB')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['1. Sjöviks Herrgård', '2. Hamnhotellet']);

    const request = screen.getByRole('region', { name: 'Er förfrågan' });
    expect(request).toHaveTextContent('12 mar 2031 – 13 mar 2031');
    expect(request).toHaveTextContent('40 personer');
    expect(request).toHaveTextContent('För 40 personer, U-bord');
    expect(request).toHaveTextContent('Priser exkl. moms');
    // The place and the meals asked for (issue 27 §1).
    expect(request).toHaveTextContent('Ort:Leksand, Dalarna');
    expect(request).toHaveTextContent('Lunch: alla dagar, 40 personer');
    expect(request).toHaveTextContent('Middag: 12 mar 2031, 40 personer');

    const first = screen.getByRole('article', { name: '1. Sjöviks Herrgård' });
    expect(within(first).getByText('Erbjuder allt som efterfrågades.')).toBeInTheDocument();
    expect(first).toHaveTextContent(/Totalt\s*22\s300,00\skr/);
    expect(first).toHaveTextContent(/Per deltagare\s*557,50\skr/);
    expect(first).toHaveTextContent(/Per dag\s*11\s150,00\skr/);
    expect(within(first).getByRole('button', { name: 'Sjöviks Herrgård, bild 1 av 2' })).toBeInTheDocument();

    const second = screen.getByRole('article', { name: '2. Hamnhotellet' });
    expect(within(second).getByRole('heading', { name: 'Avviker från förfrågan' })).toBeInTheDocument();
    const gaps = within(second).getAllByRole('listitem').map((item) => item.textContent);
    expect(gaps).toEqual(expect.arrayContaining(['4 enkelrum av 6 efterfrågade', 'Ingen sal för 40 personer', 'Lunch dag 2 saknas']));

    expect(await screen.findByRole('region', { name: 'Karta med anläggningarnas lägen' })).toHaveTextContent('1. Sjöviks Herrgård (60.7306, 14.9996)');
    expect(screen.getByText('Inte på kartan: Hamnhotellet')).toBeInTheDocument();

    const comparison = screen.getByRole('region', { name: 'Jämförelse av anläggningarna' });
    const rows = within(comparison).getAllByRole('row').map(textOf);
    expect(rows).toContain('Totalt22 300,00 kr19 900,00 krlägst');
    expect(rows).toContain('Enkelrum6 av 64 av 6');
    expect(rows).toContain('Avvikelser03');

    expect(screen.getByRole('link', { name: 'maria@formedlaren.test' })).toHaveAttribute('href', 'mailto:maria@formedlaren.test');

    expect(requests).toHaveLength(1);
    const [get] = requests;
    expect(get!.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(get!.headers.get('Authorization')).toBeNull();
    expect(get!.query.toString()).toBe('');
    expect(getToken()).toBe('admin-session-token');
  });

  it('opens a thumbnail as the large picture, fetched on the first click, and closes it with Escape', async () => {
    setLanguage('sv');
    mockApi({ 'GET /public/presentation': () => json(200, { data: aPresentation() }) });
    const user = setupUser();
    renderPage();
    const first = await screen.findByRole('article', { name: '1. Sjöviks Herrgård' });
    expect(document.querySelector('.ant-image-preview')).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Sjöviks Herrgård, bild 2 av 2' }));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    expect(document.querySelector('.ant-image-preview img')?.getAttribute('alt')).toBe('Sjöviks Herrgård, bild 2 av 2');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.ant-image-preview-open, .ant-image-preview:not([style*="display: none"])')).toBeNull());
  });

  it('shows a venue’s priced lines, halls, terms and attachment on “Visa mer”, and hides them on “Visa mindre”', async () => {
    setLanguage('sv');
    mockApi({ 'GET /public/presentation': () => json(200, { data: aPresentation() }) });
    const user = setupUser();
    renderPage();
    const first = await screen.findByRole('article', { name: '1. Sjöviks Herrgård' });
    expect(within(first).queryByRole('region', { name: 'Offertens rader från Sjöviks Herrgård' })).not.toBeInTheDocument();

    const more = within(first).getByRole('button', { name: 'Visa mer om Sjöviks Herrgård' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);

    const lines = await within(first).findByRole('region', { name: 'Offertens rader från Sjöviks Herrgård' });
    const rows = within(lines).getAllByRole('row').map(textOf);
    // Each line in its unit; a discount shows the price paid with the price and discount it comes from (issue 27 §1).
    expect(rows).toContain('Enkelrumper rum och natt6 rumsnätter1 250,00 kr7 500,00 kr');
    expect(rows).toContain('Lunchper person och dag80 persondagar185,00 kr14 800,00 kr');
    expect(rows).toContain('Middag12 mar 2031 · per personIngår inte––');
    expect(rows).toContain('Heldagskonferensper person20 personer625,50 krOrdinarie 750,00 kr695,00 kr − 10 % rabatt12 510,00 kr');
    expect(first).toHaveTextContent('Siljansalen, 120 m², 60 platser, U-bord');
    expect(first).toHaveTextContent('Fri avbokning fram till 30 dagar före.');
    expect(within(first).getByRole('link', { name: 'konferenspaket.pdf' })).toHaveAttribute('href', '/api/files/q-71');

    await user.click(within(first).getByRole('button', { name: 'Visa mindre om Sjöviks Herrgård' }));
    expect(within(first).queryByRole('region', { name: 'Offertens rader från Sjöviks Herrgård' })).not.toBeInTheDocument();
  });

  it('asks for at least one venue before booking, and sends nothing', async () => {
    setLanguage('sv');
    const requests = mockApi({ 'GET /public/presentation': () => json(200, { data: aPresentation() }) });
    const user = setupUser();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Boka' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Välj minst en anläggning');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Choosing a venue takes the message away.
    await user.click(screen.getByRole('checkbox', { name: 'Välj Hamnhotellet' }));
    expect(screen.queryByText('Välj minst en anläggning')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('books the chosen venues once, after a confirmation that names them, and thanks with the login link', async () => {
    setLanguage('sv');
    let answerBooking: (() => void) | undefined;
    const requests = mockApi({
      'GET /public/presentation': () => json(200, { data: aPresentation() }),
      'POST /public/presentation/book': () =>
        new Promise<Response>((resolve) => {
          answerBooking = () =>
            resolve(
              json(200, {
                data: { booked_at: '2031-02-21T10:15:00Z', booked_bidder_ids: [42] },
                message: { en: 'Venue booked.', sw: 'Anläggningen är bokad.' },
              }),
            );
        }),
    });
    const user = setupUser();
    renderPage();

    await user.click(await screen.findByRole('checkbox', { name: 'Välj Hamnhotellet' }));
    expect(screen.getByText('Valda: Hamnhotellet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Boka' }));

    const dialog = await screen.findByRole('dialog', { name: 'Boka 1 anläggning?' });
    expect(dialog).toHaveTextContent('Hamnhotellet');
    expect(dialog).toHaveTextContent('Bokningen kan inte ångras.');
    const ok = within(dialog).getByRole('button', { name: 'Boka' });
    // A double click books once.
    await user.dblClick(ok);
    await user.click(ok);
    await waitFor(() => expect(answerBooking).toBeDefined());
    await act(async () => answerBooking?.());

    expect(await screen.findByRole('heading', { name: 'Tack för er bokning!' })).toHaveFocus();
    const thanks = screen.getByRole('region', { name: 'Tack för er bokning!' });
    expect(thanks).toHaveTextContent('Ni har bokat:Hamnhotellet');
    expect(within(thanks).getByRole('button', { name: 'Följ din förfrågan' })).toBeInTheDocument();
    expect(within(thanks).getByRole('link', { name: 'Anläggning? Logga in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Boka' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '2. Hamnhotellet' })).getByText('Bokad')).toBeInTheDocument();

    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ bidder_ids: [42] });
    expect(posts[0]!.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(posts[0]!.query.toString()).toBe('');
  });

  it('says the server’s refusal of the choice next to the button, not in a toast', async () => {
    setLanguage('en');
    mockApi({
      'GET /public/presentation': () => json(200, { data: aPresentation() }),
      'POST /public/presentation/book': () =>
        json(422, { message: 'Error validation', errors: { bidder_ids: [{ en: 'Select at least one venue', sw: 'Välj minst en anläggning' }] } }),
    });
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Hamnhotellet' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Select at least one venue'));
    expect(document.querySelector('.portal-toast')).toBeNull();
    const panel = screen.getByRole('region', { name: 'Book' });
    expect(within(panel).getByRole('button', { name: 'Book' })).toHaveAccessibleDescription('Select at least one venue');
  });

  it('shows a booking already made with its venues and the thank-you instead of the booking controls', async () => {
    setLanguage('en');
    const booked = aPresentation({
      booked_at: '2031-02-21T10:15:00Z',
      booked_bidder_ids: [41],
      can_book: false,
      venues: [aVenue({ booked: true }), aShortVenue()],
    });
    const requests = mockApi({
      'GET /public/presentation': () => json(200, { data: booked }),
      'POST /public/presentation/request-link': () => json(200, { data: { path: '/my-request&id=next-token' } }),
    });
    const user = setupUser();
    renderPage();

    const thanks = await screen.findByRole('region', { name: 'Thank you for your booking!' });
    expect(thanks).toHaveTextContent('You have booked:Sjöviks Herrgård');
    expect(thanks).not.toHaveTextContent('Hamnhotellet');
    // Customers cannot log in: the thank-you leads to their request page; the login link is the venues'.
    expect(within(thanks).getByRole('link', { name: 'A venue? Log in' })).toHaveAttribute('href', '/login');
    await user.click(within(thanks).getByRole('button', { name: 'Follow your request' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.path === '/public/presentation/request-link')).toBe(true));
    const opened = requests.find((request) => request.path === '/public/presentation/request-link')!;
    expect(opened.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // Not just booked here: the focus stays where the reader is.
    expect(screen.getByRole('heading', { name: 'Thank you for your booking!' })).not.toHaveFocus();
  });

  it('offers no booking when the presentation can no longer be booked, and says why', async () => {
    setLanguage('sv');
    mockApi({ 'GET /public/presentation': () => json(200, { data: aPresentation({ can_book: false }) }) });
    renderPage();
    expect(await screen.findByText('Presentationen kan inte bokas längre. Kontakta oss om ni har frågor.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Boka' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('explains an unknown link (401) and how to get a new one, with no toast', async () => {
    setLanguage('sv');
    storeToken('admin-session-token');
    mockApi({ 'GET /public/presentation': invalidLink });
    renderPage();
    expect(await screen.findByText('Länken gäller inte')).toBeInTheDocument();
    expect(screen.getByText(/kontakta din kontaktperson hos oss och be om en ny länk/)).toBeInTheDocument();
    // Said once: not the server's message beside the page's own words (issue 27 §3).
    expect(screen.queryByText(/Länken är inte giltig/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Använd länken i det senaste e-postmeddelandet/)).toHaveLength(1);
    expect(document.querySelector('.portal-toast')).toBeNull();
    // A 401 of a link is not a lost session: the admin stays signed in.
    expect(getToken()).toBe('admin-session-token');
  });

  it('says when the link is no longer valid (410: expired, or replaced by a newer presentation)', async () => {
    setLanguage('en');
    mockApi({ 'GET /public/presentation': revokedLink });
    renderPage();
    expect(await screen.findByText('This link is no longer valid')).toBeInTheDocument();
    expect(screen.getByText(/we have sent a newer presentation that replaces this one/)).toBeInTheDocument();
    expect(screen.queryByText(/a newer link has been sent or this one was withdrawn/)).not.toBeInTheDocument();
  });

  it('turns to the link page when the link is revoked by the time the customer books', async () => {
    setLanguage('sv');
    mockApi({
      'GET /public/presentation': () => json(200, { data: aPresentation() }),
      'POST /public/presentation/book': revokedLink,
    });
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Välj Sjöviks Herrgård' }));
    await user.click(screen.getByRole('button', { name: 'Boka' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Boka' }));
    expect(await screen.findByText('Länken gäller inte längre')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1. Sjöviks Herrgård' })).not.toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();
  });

  it('fetches the presentation again when the venues were booked meanwhile in another tab (409)', async () => {
    setLanguage('sv');
    let bookedElsewhere = false;
    mockApi({
      'GET /public/presentation': () =>
        json(200, {
          data: bookedElsewhere
            ? aPresentation({ booked_at: '2031-02-21T10:15:00Z', booked_bidder_ids: [41], can_book: false, venues: [aVenue({ booked: true }), aShortVenue()] })
            : aPresentation(),
        }),
      'POST /public/presentation/book': () => {
        bookedElsewhere = true;
        return json(409, { message: { en: 'this conference venue or opportunity already booked', sw: 'den här anläggningen eller affären är redan bokad' } });
      },
    });
    const user = setupUser();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Välj Hamnhotellet' }));
    await user.click(screen.getByRole('button', { name: 'Boka' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Boka' }));

    expect(await screen.findByText('den här anläggningen eller affären är redan bokad')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Tack för er bokning!' })).toHaveTextContent('Ni har bokat:Sjöviks Herrgård');
  });

  it('downloads the PDF in the reader’s language through the link', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /public/presentation': () => json(200, { data: aPresentation() }),
      'GET /public/presentation/pdf': () => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:presentation');
    vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = setupUser();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Ladda ner PDF' }));
    await waitFor(() => expect(saved).toEqual(['offertpresentation-9.pdf']));
    const download = requests.find((request) => request.path === '/public/presentation/pdf')!;
    expect(download.query.get('lang')).toBe('sv');
    expect(download.headers.get('X-Link-Token')).toBe(TOKEN);
    expect(download.headers.get('Authorization')).toBeNull();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('opens in the customer’s language when none was chosen on this device', async () => {
    setLanguage('sv');
    localStorage.removeItem(STORAGE_KEYS.language);
    mockApi({ 'GET /public/presentation': () => json(200, { data: aPresentation({ language: 'en' }) }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 3, name: '1. Sjöviks Herrgård' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Quote presentation' })).toBeInTheDocument();
    expect(screen.getByText('To Acme AB')).toBeInTheDocument();
  });
});
