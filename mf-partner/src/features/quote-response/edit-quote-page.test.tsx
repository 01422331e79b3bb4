import { setLanguage, storeToken, storeUser, clearSession } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { aPreliminaryBooking, aQuote, aQuoteLine } from '@portal/venue-answers/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aPartner } from '../../testing/fixtures';
import { EditQuotePage } from './edit-quote-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const quote = () =>
  aQuote({
    id: 17,
    lines: [aQuoteLine({ id: 1, kind: 'single_room', name: 'Enkelrum', vat_kind: 'accommodation', vat_rate_bp: 1200, requested_quantity: 20 })],
  });

beforeEach(() => {
  storeToken('partner-session');
  storeUser(aPartner());
});
afterEach(() => clearSession());

describe('EditQuotePage', () => {
  it('shows the request with its dates and town, and saves the answer with the server’s message', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /quote/17': () => json(200, { data: quote() }),
      'PUT /quote/17': () => json(200, { data: { ...quote(), status: 'saved', comments: 'Välkomna!' }, message: { en: 'Quote saved.', sw: 'Offerten har sparats.' } }),
    });
    const user = setupUser();
    renderWithPortal(<EditQuotePage params={{ id: '17' }} />, '/p-editquote&id=17');

    expect(await screen.findByRole('heading', { name: 'Svara på offertförfrågan', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('12 mar 2031 – 13 mar 2031 · Leksand')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till offerterna' })).toHaveAttribute('href', '/p-quotes');

    await user.click(screen.getByLabelText('Övriga kommentarer'));
    await user.paste('Välkomna!');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Offerten har sparats.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.headers.get('Authorization')).toBe('Bearer partner-session');
    expect(put.body).toMatchObject({ comments: 'Välkomna!', lines: [{ id: 1, offered_quantity: 20 }] });
  });

  it('says a quote that does not exist (or is another venue’s) is not there, without a toast, and leads back to the list', async () => {
    setLanguage('en');
    mockApi({ 'GET /quote/99': () => json(404, { message: 'Quote does not exists.' }) });
    renderWithPortal(<EditQuotePage params={{ id: '99' }} />, '/p-editquote&id=99');
    expect(await screen.findByRole('heading', { name: 'This quote does not exist', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/The quote may have been updated or the request cancelled/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the quotes' })).toHaveAttribute('href', '/p-quotes');
    expect(document.querySelector('.portal-toast')).toBeNull();
  });

  it('asks nothing of the server for an id that is no quote id', () => {
    setLanguage('sv');
    const requests = mockApi({});
    renderWithPortal(<EditQuotePage params={{ id: 'abc' }} />, '/p-editquote&id=abc');
    expect(screen.getByRole('heading', { name: 'Offerten finns inte', level: 2 })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('declines with the reason, then shows the quote as declined', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /quote/17': () => json(200, { data: quote() }),
      'POST /quote/17/deny': () =>
        json(200, {
          data: {
            ...quote(),
            status: 'denied',
            denied_at: '2031-02-02T08:00:00Z',
            denied_reason: 'Fullbokat.',
            actions: { edit: false, submit: false, deny: false, extend_deadline: false },
          },
          message: { en: 'You declined to quote.', sw: 'Ni har avböjt att lämna offert.' },
        }),
    });
    const user = setupUser();
    renderWithPortal(<EditQuotePage params={{ id: '17' }} />, '/p-editquote&id=17');
    await user.click(await screen.findByRole('button', { name: 'Avböj att lämna offert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avböj att lämna offert' });
    await user.click(within(dialog).getByLabelText('Skäl'));
    await user.paste('Fullbokat.');
    await user.click(within(dialog).getByRole('button', { name: 'Avböj att lämna offert' }));
    expect(await screen.findByText('Skäl: Fullbokat.')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/quote/17/deny', body: { reason: 'Fullbokat.' } });
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
  });

  it('answers the preliminary booking asked of the venue: holds the dates until a day and shows the answer', async () => {
    setLanguage('sv');
    const submitted = {
      ...quote(),
      status: 'submitted' as const,
      submitted_at: '2031-02-05T10:00:00Z',
      actions: { edit: false, submit: false, deny: false, extend_deadline: false },
    };
    const until = dayjs().add(14, 'day').format('YYYY-MM-DD');
    const requests = mockApi({
      'GET /quote/17': () => json(200, { data: { ...submitted, preliminary_booking: aPreliminaryBooking() } }),
      'POST /preliminary-booking/61/answer': (request) =>
        json(200, {
          data: aPreliminaryBooking({
            status: 'held',
            response: 'hold',
            hold_until: (request.body as { hold_until: string }).hold_until,
            responded_at: '2031-02-11T08:00:00Z',
            actions: { answer: false, extend: false, respond: false, win: false },
          }),
          message: { en: 'Preliminary booking answered', sw: 'Svaret på preliminärbokningen har skickats' },
        }),
    });
    const user = setupUser();
    renderWithPortal(<EditQuotePage params={{ id: '17' }} />, '/p-editquote&id=17');

    const card = await screen.findByRole('region', { name: 'Preliminärbokning' });
    expect(within(card).getByText('Kunden vill gärna ha svar inom en vecka.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Håll datumen t.o.m.'), `${until}{Tab}`);
    await user.click(within(card).getByRole('button', { name: 'Håll datumen' }));
    await user.click(await within(await screen.findByRole('tooltip')).findByRole('button', { name: 'Håll datumen' }));

    expect(await screen.findByText('Svaret på preliminärbokningen har skickats')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/preliminary-booking/61/answer');
    expect(post.headers.get('Authorization')).toBe('Bearer partner-session');
    expect(post.body).toEqual({ response: 'hold', hold_until: until, additional_information: null });
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Håll datumen' })).not.toBeInTheDocument());
    expect(within(card).getByText(/^Ni håller datumen t\.o\.m\./)).toBeInTheDocument();
    // The quote itself stays submitted and read only below.
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
  });

  it('shows no preliminary booking card for a quote without one', async () => {
    setLanguage('sv');
    mockApi({ 'GET /quote/17': () => json(200, { data: quote() }) });
    renderWithPortal(<EditQuotePage params={{ id: '17' }} />, '/p-editquote&id=17');
    expect(await screen.findByRole('region', { name: 'Förfrågan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preliminärbokning' })).not.toBeInTheDocument();
  });

  it('offers a retry when the quote cannot be loaded', async () => {
    setLanguage('sv');
    let calls = 0;
    mockApi({
      'GET /quote/17': () => {
        calls += 1;
        return calls === 1 ? json(500, { message: 'Internal Server Error' }) : json(200, { data: quote() });
      },
    });
    const user = setupUser();
    renderWithPortal(<EditQuotePage params={{ id: '17' }} />, '/p-editquote&id=17');
    expect(await screen.findByText('Offertförfrågan kunde inte hämtas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('region', { name: 'Förfrågan' })).toBeInTheDocument();
  });
});
