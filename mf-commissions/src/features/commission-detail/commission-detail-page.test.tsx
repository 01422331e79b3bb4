import { setLanguage } from '@portal/platform';
import { json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import type { Commission } from '../../api/commission-types';
import { aCommission } from '../../testing/commission-fixture';
import { CommissionDetailPage } from './commission-detail-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');
const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function answer(commission: Commission = aCommission(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ [`GET /commission/${commission.id}`]: () => json(200, { data: commission }), ...extra });
}

function renderCommission(id = '3') {
  return renderWithPortal(<CommissionDetailPage params={{ id }} />, `/edit-commission-${id}`);
}

/** The event is over and the venue has not reported: the admin may remind it or invoice on the quote. */
const toReport = aCommission({
  status: 'to_report',
  account_id: null,
  venue_name: 'Kustgården',
  reported_amount: null,
  amount: 1_593_000,
  difference: null,
  booking_status: null,
  invoice_information: null,
  comment: null,
  invoice_copy: null,
  reported_at: null,
  reported_by: null,
  reminders_sent: 2,
  next_reminder_at: '2031-04-01T06:00:00Z',
  lines: aCommission().lines.map((line) => ({ ...line, quantity_conducted: null, base_conducted: null, amount_conducted: null })),
  history: [{ at: '2031-03-14T06:00:00Z', by: null, event: 'to_report', text: null }],
  actions: { report: true, invoice: true, receive: false, remind: true, edit_final: false },
});

describe('CommissionDetailPage', () => {
  it('shows the deal, the amounts with the difference from the quote, the lines, the report and the history in Swedish', async () => {
    setLanguage('sv');
    answer();
    renderCommission();

    expect(await screen.findByRole('heading', { name: 'Provision: Kickoff i Sigtuna' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kickoff i Sigtuna' })).toHaveAttribute('href', '/edit-opportunity-12');
    expect(screen.getByRole('link', { name: 'Sjöviks Herrgård' })).toHaveAttribute('href', '/edit-account-7');
    expect(screen.getByRole('link', { name: /Tillbaka till provisioner/ })).toHaveAttribute('href', '/commission');
    expect(screen.getByText('12 mar 2031 – 13 mar 2031')).toBeInTheDocument();
    expect(screen.getByText('Logi och konferens')).toBeInTheDocument();
    expect(nbsp(screen.getByText(/på logi och konferens/).textContent)).toBe('10 % på logi och konferens');
    expect(screen.getAllByText('Rapporterad').length).toBeGreaterThan(0);

    // The amounts; what is invoiced and the difference set apart.
    const invoiced = screen.getByLabelText('Att fakturera');
    expect(nbsp(invoiced.textContent)).toMatch(/Fakturerat belopp14 730,00 kr/);
    expect(nbsp(invoiced.textContent)).toMatch(/Skillnad mot offerten[-−]1 200,00 kr/);
    expect(nbsp(screen.getByText('Enligt offerten').closest('div')!.textContent)).toBe('Enligt offerten15 930,00 kr');

    // The lines with their totals.
    const lines = screen.getByRole('table', { name: 'Offertrader' });
    const rows = within(lines).getAllByRole('row');
    // Each line in its unit, rooms worded as everywhere, the price with the discount it is after (issue 27 §1).
    expect(nbsp(rows[1]!.textContent)).toBe('Enkelrumper rum och nattLogi10 rumsnätter9 rumsnätter1 200,00 krefter 10 % rabatt10 %12 000,00 kr10 800,00 kr');
    expect(nbsp(rows[2]!.textContent)).toMatch(/^Konferenspaket12 mar 2031 · per personKonferens24 personer24 personer/);
    expect(nbsp(rows.at(-1)!.textContent)).toBe('Totalt15 930,00 kr14 730,00 kr');

    // The venue's report.
    expect(screen.getByText('Genomförd enligt plan')).toBeInTheDocument();
    expect(screen.getByText('Faktura till ekonomi@sjovik.test, ref 4711')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ladda ner fakturakopian faktura.pdf' })).toHaveAttribute('href', '/api/files/faktura-key');

    // The history, newest first; the portal's own steps named as such.
    const history = screen.getByRole('heading', { name: 'Historik' }).closest('.ant-card') as HTMLElement;
    const events = within(history).getAllByText(/Rapporterad av anläggningen|Anläggningen ombedd att rapportera|Provisionen skapad/);
    expect(events.map((event) => event.textContent)).toEqual(['Rapporterad av anläggningen', 'Anläggningen ombedd att rapportera', 'Provisionen skapad']);
    expect(history).toHaveTextContent('Portalen');
    // The server's event texts in the reader's words and notation.
    expect(nbsp(within(history).getByText(/^Genomförd enligt plan ·/).textContent)).toBe('Genomförd enligt plan · 14 730,00 kr');
    expect(within(history).getByText('Påminnelse 1 av 3')).toBeInTheDocument();

    // Only what `actions` allows.
    expect(screen.getByRole('button', { name: 'Markera som fakturerad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ändra slutligt belopp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markera som mottagen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skicka påminnelse nu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rapportera åt anläggningen' })).not.toBeInTheDocument();
  });

  it('offers an outside venue’s unreported commission: remind, invoice on the quote, report for the venue', async () => {
    setLanguage('en');
    const requests = answer(toReport, {
      'POST /commission/3/invoice': () =>
        json(200, { data: { ...toReport, status: 'invoiced', invoiced_on_quote: true, difference: 0 }, message: { en: 'Commission updated', sw: 'Provisionen har uppdaterats' } }),
    });
    const user = setupUser();
    renderCommission();

    expect(await screen.findByRole('heading', { name: 'Commission: Kickoff i Sigtuna' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kustgården' })).not.toBeInTheDocument();
    expect(screen.getByText('The venue has not reported yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reminder now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report for the venue' })).toHaveAttribute('href', '/p-editCommission&id=3');
    expect(screen.queryByRole('button', { name: 'Change final amount' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark received' })).not.toBeInTheDocument();

    // From to report, invoicing says it is on the quote, and asks first.
    await user.click(screen.getByRole('button', { name: 'Invoice on the quote' }));
    expect(await screen.findByText('The venue has not reported. The commission is invoiced on the original quote.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes(requests)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Invoice on the quote' }));
    await user.click(await screen.findByRole('button', { name: 'Mark invoiced' }));
    await waitFor(() => expect(writes(requests).map((request) => request.path)).toEqual(['/commission/3/invoice']));
    expect(await screen.findByText('Commission updated')).toBeInTheDocument();
  });

  it('shows a refusal (another admin acted first) and the commission as it now is', async () => {
    setLanguage('en');
    let invoicedMeanwhile = false;
    const requests = mockApi({
      'GET /commission/3': () =>
        json(200, { data: invoicedMeanwhile ? { ...toReport, status: 'invoiced', actions: { ...toReport.actions, invoice: false, remind: false, report: false, receive: true } } : toReport }),
      'POST /commission/3/remind': () => {
        invoicedMeanwhile = true;
        return json(409, { message: { en: 'The commission is not in a state that allows this', sw: 'Provisionen kan inte ändras så nu' } });
      },
    });
    const user = setupUser();
    renderCommission();

    await user.click(await screen.findByRole('button', { name: 'Send reminder now' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The commission is not in a state that allows this')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send reminder now' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark received' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/commission/3' && request.method === 'GET')).toHaveLength(2);
  });

  it('marks an invoiced commission received, after a confirmation', async () => {
    setLanguage('sv');
    const invoiced = aCommission({
      status: 'invoiced',
      invoiced_on_quote: true,
      // As the server sends it: newest first.
      history: [
        { at: '2031-04-02T08:00:00Z', by: 'Admin Demo', event: 'invoiced_on_quote', text: null },
        { at: '2031-02-20T09:00:00Z', by: 'Admin Demo', event: 'created', text: null },
      ],
      actions: { report: false, invoice: false, receive: true, remind: false, edit_final: true },
    });
    const requests = answer(invoiced, {
      'POST /commission/3/receive': () => json(200, { data: { ...invoiced, status: 'received' }, message: { en: 'Received', sw: 'Mottagen' } }),
    });
    const user = setupUser();
    renderCommission();

    await user.click(await screen.findByRole('button', { name: 'Markera som mottagen' }));
    expect(await screen.findByText('Markera betalningen som mottagen?')).toBeInTheDocument();
    expect(screen.getByText('Provisionen är fakturerad på den ursprungliga offerten, utan rapport från anläggningen.')).toBeInTheDocument();
    const history = screen.getByRole('heading', { name: 'Historik' }).closest('.ant-card') as HTMLElement;
    expect(within(history).getAllByText(/^(Fakturerad på offerten|Provisionen skapad)$/).map((event) => event.textContent)).toEqual([
      'Fakturerad på offerten',
      'Provisionen skapad',
    ]);
    expect(screen.queryByRole('button', { name: /fakturerad/i })).not.toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: 'Markera som mottagen' }).at(-1)!;
    await user.click(confirm);
    await waitFor(() => expect(writes(requests).map((request) => request.path)).toEqual(['/commission/3/receive']));
  });

  // The dialog is fetched when first opened; typing into antd's inputs in jsdom is slow on a busy machine.
  it('sets the final amount in kronor with a reason, which it asks for first', { timeout: 90_000 }, async () => {
    setLanguage('en');
    const requests = answer(aCommission(), {
      'PUT /commission/3/final': (request) =>
        json(200, {
          data: aCommission({ final_amount: (request.body as { final_amount: number }).final_amount }),
          message: { en: 'Final amount saved', sw: 'Slutligt belopp sparat' },
        }),
    });
    const user = setupUser();
    renderCommission();

    await user.click(await screen.findByRole('button', { name: 'Change final amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the final amount' });
    const amount = within(dialog).getByLabelText('Final amount');
    expect(amount).toHaveValue('14,730.00');
    await user.clear(amount);
    await user.type(amount, '15000,5x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write why the amount changes.')).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '15000.50');
    await user.type(within(dialog).getByLabelText('Reason'), 'Agreed with the venue by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toEqual({ final_amount: 1_500_050, reason: 'Agreed with the venue by phone' });
    expect(await screen.findByText('Final amount saved')).toBeInTheDocument();
  });

  it('says in Swedish that the reason is needed, and shows the server’s refusal next to its field', async () => {
    setLanguage('sv');
    const requests = answer(aCommission(), {
      'PUT /commission/3/final': () =>
        json(422, { message: 'Error validation', errors: { reason: [{ en: 'The reason is too vague', sw: 'Skälet är för vagt' }] } }),
    });
    const user = setupUser();
    renderCommission();

    await user.click(await screen.findByRole('button', { name: 'Ändra slutligt belopp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra slutligt belopp' });
    await user.type(within(dialog).getByLabelText('Skäl'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('Skriv varför beloppet ändras.')).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Skäl'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('Skälet är för vagt')).toBeInTheDocument();
  });

  it('says so when the commission does not exist, with a way back to the list', async () => {
    setLanguage('en');
    mockApi({ 'GET /commission/99': () => json(404, { message: 'Commission does not exist.' }) });
    renderCommission('99');

    expect(await screen.findByRole('heading', { name: 'The commission does not exist', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to commissions/ })[0]).toHaveAttribute('href', '/commission');
  });

  it('offers a retry when the commission cannot be loaded', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /commission/3': () => (fail ? json(500, { message: 'Server Error' }) : json(200, { data: aCommission() })) });
    const user = setupUser();
    renderCommission();

    expect(await screen.findByText('The commission could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Commission: Kickoff i Sigtuna' })).toBeInTheDocument();
  });
});
