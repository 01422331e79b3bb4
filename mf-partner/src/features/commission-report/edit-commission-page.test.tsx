import { clearSession, setLanguage, storeToken, storeUser } from '@portal/platform';
import { atScreenWidth, json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { aCommission, aCommissionLine, aPartner } from '../../testing/fixtures';
import { EditCommissionPage } from './edit-commission-page';
// The page fetches these on use; loaded here first so that on a busy machine a lazy import is not
// what a test waits for.
import './commission-report-form';
import './invoice-copy-field';
import './rescheduled-date-picker';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const reportedMessage = { en: 'The commission report is submitted', sw: 'Provisionsrapporten har skickats in' };

/** The commission as the server answers after a report of 8 rooms conducted. */
const reportedCommission = () =>
  aCommission({
    status: 'reported',
    booking_status: 'conducted',
    reported_amount: 80_000,
    amount: 80_000,
    difference: -20_000,
    invoice_information: 'Faktura 1001, 8 000 kr',
    reported_at: '2031-03-16T09:00:00Z',
    reported_by: 'Petra Partner',
    lines: [aCommissionLine({ quantity_conducted: 8, base_conducted: 800_000, amount_conducted: 80_000 })],
    actions: { report: false, invoice: false, receive: false, remind: false, edit_final: false },
  });

/** A money text as antd/Intl writes it, with any kind of space and minus. */
const money = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s').replace('-', '[-−]')}$`);

function renderPage(id = '7') {
  return renderWithPortal(<EditCommissionPage params={{ id }} />, `/p-editCommission&id=${id}`);
}

beforeEach(() => {
  storeToken('partner-session');
  storeUser(aPartner());
});
afterEach(() => clearSession());

describe('EditCommissionPage', () => {
  // A laptop: the lines as a table (a phone stacks them, below).
  atScreenWidth(1440);

  it('shows the event and its percent, and asks how the booking went, then for the invoice information when conducted', async () => {
    setLanguage('sv');
    const requests = mockApi({ 'GET /commission/7': () => json(200, { data: aCommission() }) });
    const user = setupUser();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Provisionsrapport', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Dags att rapportera')).toBeInTheDocument();
    expect(screen.getAllByText('#8 · Leksand').length).toBeGreaterThan(0);
    expect(screen.getByText('24')).toBeInTheDocument();
    expect(screen.getByText('10 % på logi och konferens')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till provisionen' })).toHaveAttribute('href', '/p-commission');

    const submit = await screen.findByRole('button', { name: 'Skicka rapport' });
    await user.click(submit);
    expect(await screen.findByText('Välj hur bokningen blev.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Genomförd enligt plan',
      'Ombokad till nytt datum',
      'Avbokad med avgift',
      'Avbokad utan avgift',
    ]);

    await user.click(screen.getByRole('radio', { name: 'Genomförd enligt plan' }));
    // The outcome's own fields are fetched when chosen: the button is asked for again, not kept.
    await user.click(await screen.findByRole('button', { name: 'Skicka rapport' }));
    expect(await screen.findByText('Ange fakturainformation.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('asks for the fee and the invoice information when cancelled with a fee, and only the new date when rescheduled', async () => {
    setLanguage('sv');
    const requests = mockApi({ 'GET /commission/7': () => json(200, { data: aCommission() }) });
    const user = setupUser();
    renderPage();

    await user.click(await screen.findByRole('radio', { name: 'Avbokad med avgift' }));
    // The outcome's own fields are fetched when chosen: the button is asked for again, not kept.
    const submit = () => screen.findByRole('button', { name: 'Skicka rapport' });
    await user.click(await submit());
    expect(await screen.findByText('Ange avbokningsavgiften exkl. moms.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Ange fakturainformation.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Ombokad till nytt datum' }));
    await user.click(await submit());
    expect(await screen.findByText('Ange det nya datumet.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Ange fakturainformation.')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('recalculates the commission live as a quantity changes: 8 of 10 rooms at 1 000 kr, 10 % → 800 kr, 200 kr less than the quote', async () => {
    setLanguage('sv');
    mockApi({ 'GET /commission/7': () => json(200, { data: aCommission() }) });
    const user = setupUser();
    renderPage();

    await user.click(await screen.findByRole('radio', { name: 'Genomförd enligt plan' }));
    const quantity = await screen.findByRole('textbox', { name: /Genomfört antal, Enkelrum/ });
    expect(quantity).toHaveValue('10');
    const totals = screen.getByRole('group', { name: 'Provision' });
    // The report's sums follow the form's values a render later (on a busy machine, noticeably).
    await waitFor(() => {
      expect(within(totals).getByText('Enligt offerten').nextSibling).toHaveTextContent(money('1 000,00 kr'));
      expect(within(totals).getByText('Enligt rapporten').nextSibling).toHaveTextContent(money('1 000,00 kr'));
      expect(within(totals).getByText('Skillnad').nextSibling).toHaveTextContent(money('0,00 kr'));
    });

    await user.clear(quantity);
    await user.type(quantity, '8');
    const table = screen.getByRole('region', { name: 'Offertens rader med provision' });
    const row = within(table).getByRole('rowheader', { name: 'Enkelrum' }).closest('tr')!;
    // The line in its unit, worded as the quote words it (issue 27 §1).
    expect(row).toHaveTextContent(/12 mar 2031 · per rum och natt/);
    expect(row).toHaveTextContent(/10\srumsnätter/);
    // A render later, as above.
    await waitFor(() => {
      expect(within(row).getByText(money('800,00 kr'))).toBeInTheDocument();
      expect(within(row).getByText(money('1 000,00 kr'))).toBeInTheDocument(); // the price ex VAT per room
      expect(within(totals).getByText('Enligt rapporten').nextSibling).toHaveTextContent(money('800,00 kr'));
      expect(within(totals).getByText('Skillnad').nextSibling).toHaveTextContent(money('-200,00 kr'));
    });
  });

  it('asks for confirmation before sending, then shows the report read only with the server’s message', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /commission/7': () => json(200, { data: aCommission() }),
      'POST /commission/7/report': () => json(200, { data: reportedCommission(), message: reportedMessage }),
    });
    const user = setupUser();
    renderPage();

    await user.click(await screen.findByRole('radio', { name: 'Genomförd enligt plan' }));
    const quantity = await screen.findByRole('textbox', { name: /Genomfört antal, Enkelrum/ });
    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.click(screen.getByLabelText('Fakturainformation'));
    await user.paste('Faktura 1001, 8 000 kr');
    await user.click(screen.getByRole('button', { name: 'Skicka rapport' }));

    const dialog = await screen.findByRole('dialog', { name: 'Skicka provisionsrapporten?' });
    expect(within(dialog).getByText('En inskickad rapport kan inte ändras i efterhand.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Genomförd enligt plan · provision 800,00\skr/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Skicka rapport' }));
    expect(await screen.findByText('Provisionsrapporten har skickats in')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/commission/7/report',
      body: {
        booking_status: 'conducted',
        lines: [{ id: 1, quantity_conducted: 8 }],
        invoice_information: 'Faktura 1001, 8 000 kr',
        rescheduled_date: null,
        fee_ex_vat: null,
        comment: null,
      },
    });

    expect(await screen.findByText('Rapporten är inskickad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skicka rapport' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Faktura 1001, 8 000 kr')).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Provision' });
    expect(within(totals).getByText('Skillnad').nextSibling).toHaveTextContent(money('-200,00 kr'));
  });

  it('puts the server’s 422 messages on their fields', async () => {
    setLanguage('en');
    mockApi({
      'GET /commission/7': () => json(200, { data: aCommission() }),
      'POST /commission/7/report': () =>
        json(422, {
          message: 'Error validation',
          errors: { fee_ex_vat: [{ en: 'Give the cancellation fee', sw: 'Ange avbokningsavgiften' }] },
        }),
    });
    const user = setupUser();
    renderPage();

    await user.click(await screen.findByRole('radio', { name: 'Cancelled with a fee' }));
    await user.click(await screen.findByLabelText('Cancellation fee ex VAT'));
    await user.paste('5000');
    await user.click(screen.getByLabelText('Invoice information'));
    await user.paste('Invoice 77');
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the commission report?' });
    expect(within(dialog).getByText(/Cancelled with a fee · commission SEK\s500\.00/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    // Under the fee itself, not only in a toast.
    const explained = await screen.findByText('Give the cancellation fee', { selector: '.ant-form-item-explain-error' });
    expect(explained.closest('.ant-form-item')).toHaveTextContent('Cancellation fee ex VAT');
    // Still the form: nothing was kept.
    expect(screen.getByRole('radio', { name: 'Cancelled with a fee' })).toBeChecked();
  });

  it('shows an upcoming commission read only, saying the event is ahead', async () => {
    setLanguage('en');
    mockApi({
      'GET /commission/7': () =>
        json(200, { data: aCommission({ status: 'upcoming', actions: { report: false, invoice: false, receive: false, remind: false, edit_final: false } }) }),
    });
    renderPage();

    expect(await screen.findByText('The event has not taken place yet')).toBeInTheDocument();
    expect(screen.getByText(/You can report once the event is over \(Mar 14, 2031\)/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit report' })).not.toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Commission' });
    expect(within(totals).getByText('According to the quote').nextSibling).toHaveTextContent('SEK 1,000.00');
  });

  it('says a commission that does not exist (or is another venue’s) is not there', async () => {
    setLanguage('sv');
    mockApi({ 'GET /commission/99': () => json(404, { message: 'Commission does not exist.' }) });
    renderPage('99');
    expect(await screen.findByRole('heading', { name: 'Provisionen finns inte', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till provisionen' })).toHaveAttribute('href', '/p-commission');
  });
});

describe('EditCommissionPage on a 390 px screen', () => {
  atScreenWidth(390);

  it('stacks the lines as blocks, each quantity with its own label', async () => {
    setLanguage('sv');
    mockApi({ 'GET /commission/7': () => json(200, { data: aCommission() }) });
    const user = setupUser();
    renderPage();

    await user.click(await screen.findByRole('radio', { name: 'Genomförd enligt plan' }));
    const list = await screen.findByRole('list', { name: 'Offertens rader med provision' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByLabelText('Genomfört antal')).toHaveValue('10');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByText(money('1 000,00 kr')).length).toBeGreaterThan(0));
  });
});
