import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aBidder, anOpportunity } from '../../testing/fixtures';
import { VenuesPanel } from './venues-panel';
import type { Bidder } from './use-bidders';

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const outside = aBidder({
  bidder_id: 32,
  account_id: null,
  account_detail: null,
  is_outside_partner: true,
  name: 'Kustgården',
  email: null,
  index_priority: 2,
});

function answerBidders(bidders: Bidder[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /get-bidder/12': () => json(200, { data: bidders }), ...extra });
}

describe('VenuesPanel', () => {
  it('lists the venues in order with their state, and offers what the server allows for each', async () => {
    setLanguage('sv');
    answerBidders([
      aBidder({ invited: true, invited_at: '2031-02-01T10:00:00Z', invitations: 2, send_invitation: false, resend_invitation: true, status: 'invitation_sent', can_remove: false }),
      outside,
    ]);
    renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');

    const table = await screen.findByRole('table', { name: 'Inbjudna anläggningar' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Sjöviks Herrgård');
    expect(first).toHaveTextContent('Inbjudan skickad');
    expect(first).toHaveTextContent('(2 utskick)');
    expect(within(first!).getByRole('button', { name: 'Skicka igen' })).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: 'Ta bort' })).not.toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Flytta upp Sjöviks Herrgård' })).toBeDisabled();
    expect(second).toHaveTextContent('Extern');
    expect(second).toHaveTextContent('Ingen e-postadress');
    expect(within(second!).getByRole('button', { name: 'Skicka inbjudan' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Ta bort' })).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Flytta ner Kustgården' })).toBeDisabled();
  });

  it('asks for a save first and for an email before sending, shows the mail with the personal message, and sends nothing until confirmed', async () => {
    setLanguage('en');
    const requests = answerBidders([aBidder(), outside], {
      'POST /bidder/31/invitation': () => json(200, { data: aBidder({ invited: true, status: 'invitation_sent' }), message: { en: 'Invitation sent', sw: 'Inbjudan har skickats' } }),
      'POST /bidder/31/invitation/mail-preview': (request) => {
        const message = (request.body as { message: string | null }).message;
        const text = ['Hej Sjöviks Herrgård!', ...(message ? [message] : []), 'Vi har en kund som söker konferens.'].join('\n\n');
        return json(200, { data: [{ to: 'info@sjovik.test', template: 'venue-invitation', language: 'sv', subject: 'Offertförfrågan: 18 deltagare', html: '', text, personal_message: message }] });
      },
    });
    const user = setupUser();
    let unsaved = true;
    renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => unsaved} />, '/edit-opportunity-12');
    const table = await screen.findByRole('table', { name: 'Invited venues' });
    const [, partner, other] = within(table).getAllByRole('row');

    await user.click(within(partner!).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('First save this opportunity, then send invitation')).toBeInTheDocument();
    unsaved = false;
    await user.click(within(other!).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please add e-mail for this venue before sending invitation')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(within(partner!).getByRole('button', { name: 'Send invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the invitation to Sjöviks Herrgård' });
    const body = await within(dialog).findByRole('region', { name: 'The email to info@sjovik.test' });
    expect(body).toHaveTextContent('Hej Sjöviks Herrgård! Vi har en kund');
    expect(within(dialog).getByText('Offertförfrågan: 18 deltagare')).toBeInTheDocument();
    expect(within(dialog).getByText('info@sjovik.test (Swedish)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Personal message (optional)'), 'Hej igen!');
    await waitFor(() => expect(body).toHaveTextContent('Hej Sjöviks Herrgård! Hej igen! Vi har en kund'));
    expect(requests.filter((request) => request.path === '/bidder/31/invitation')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests.filter((request) => request.path === '/bidder/31/invitation')).toHaveLength(1));
    expect(requests.find((request) => request.path === '/bidder/31/invitation')?.body).toEqual({ message: 'Hej igen!' });
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send the invitation to Sjöviks Herrgård' })).not.toBeInTheDocument());
  });

  it('marks an answer not yet seen as New, and marks it seen on request', async () => {
    setLanguage('sv');
    const requests = answerBidders([aBidder({ invited: true, status: 'submitted', seen_by_admin: false, send_invitation: false, can_remove: false })], {
      'POST /bidder/31/seen': () => json(200, { data: aBidder({ seen_by_admin: true }), message: { en: 'Marked as seen by admin', sw: 'Markerad som sedd' } }),
    });
    const user = setupUser();
    renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');
    const table = await screen.findByRole('table', { name: 'Inbjudna anläggningar' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Offert inskickad');
    expect(row).toHaveTextContent('Ny');
    await user.click(within(row!).getByRole('button', { name: 'Markera som sedd' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ seen: true }));
  });

  it('shows each invited venue’s deadline, marks an overdue one, and opens a venue’s quote from its name', async () => {
    setLanguage('sv');
    answerBidders([
      aBidder({
        invited: true,
        invited_at: '2031-02-01T10:00:00Z',
        invitations: 1,
        status: 'invitation_sent',
        send_invitation: false,
        resend_invitation: true,
        can_remove: false,
        quote_id: 5,
        quote_status: 'new',
        response_deadline: '2031-02-08',
        overdue: true,
      }),
      aBidder({
        bidder_id: 33,
        name: 'Bergsgården',
        index_priority: 2,
        invited: true,
        invited_at: '2031-02-01T10:00:00Z',
        status: 'submitted',
        send_invitation: false,
        can_remove: false,
        quote_id: 6,
        quote_status: 'submitted',
        response_deadline: '2031-02-08',
        overdue: false,
      }),
      outside,
    ]);
    const user = setupUser();
    const { router } = renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');

    const table = await screen.findByRole('table', { name: 'Inbjudna anläggningar' });
    expect(within(table).getByRole('columnheader', { name: 'Svara senast' })).toBeInTheDocument();
    const late = within(table).getByRole('link', { name: 'Öppna offerten från Sjöviks Herrgård' });
    expect(late).toHaveAttribute('href', '/edit-quotes-5');
    const lateRow = late.closest('tr')!;
    // Red, and the word says it too.
    expect(within(lateRow).getByText('Försenad').closest('.ant-typography-danger')).toHaveTextContent('8 feb 2031Försenad');
    const answeredRow = within(table).getByRole('link', { name: 'Öppna offerten från Bergsgården' }).closest('tr')!;
    expect(answeredRow).toHaveTextContent('8 feb 2031');
    expect(answeredRow).not.toHaveTextContent('Försenad');
    // Not invited: no quote to open, no deadline.
    expect(within(table).queryByRole('link', { name: /Kustgården/ })).not.toBeInTheDocument();

    await user.click(late);
    expect(router.state.location.pathname).toBe('/edit-quotes-5');
  });

  it('lists the quote’s own events in a venue’s history, newest first', async () => {
    setLanguage('en');
    const history = [
      { at: '2031-02-01T10:00:00Z', by: { id: 1, name: 'Admin Demo' }, event: 'invited', detail: 'info@sjovik.test' },
      { at: '2031-02-03T10:00:00Z', by: { id: 1, name: 'Admin Demo' }, event: 'deadline', detail: '2031-02-15' },
      { at: '2031-02-04T10:00:00Z', by: null, event: 'denied', detail: 'Fully booked that week' },
    ];
    answerBidders([aBidder({ invited: true, status: 'denied', send_invitation: false, can_remove: false, quote_id: 5, history: JSON.stringify(history) })]);
    const user = setupUser();
    renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');

    await user.click(await screen.findByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Sjöviks Herrgård' });
    const events = within(dialog).getAllByText(/^(Declined to quote|Deadline changed|Invitation sent to info@sjovik.test)$/);
    expect(events.map((event) => event.textContent)).toEqual(['Declined to quote', 'Deadline changed', 'Invitation sent to info@sjovik.test']);
    expect(within(dialog).getByText('Fully booked that week')).toBeInTheDocument();
    expect(within(dialog).getByText('Feb 15, 2031')).toBeInTheDocument();
  });

  it('says what happened when an event that names its detail comes without one', async () => {
    setLanguage('sv');
    const history = [{ at: '2031-02-01T10:00:00Z', by: { id: 1, name: 'Admin Demo' }, event: 'invited', detail: null }];
    answerBidders([aBidder({ invited: true, status: 'invitation_sent', send_invitation: false, can_remove: false, history: JSON.stringify(history) })]);
    const user = setupUser();
    renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');
    await user.click(await screen.findByRole('button', { name: 'Historik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historik för Sjöviks Herrgård' });
    expect(within(dialog).getByText('Inbjudan skickad')).toBeInTheDocument();
  });

  it('moves a venue up by sending the whole new order', async () => {
    setLanguage('en');
    const requests = answerBidders([aBidder(), outside], {
      'PUT /opportunity/12/bidder-order': () => json(200, { data: [outside, aBidder()], message: { en: 'Index changed', sw: 'Ordningen har ändrats' } }),
    });
    const user = setupUser();
    renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');
    await user.click(await screen.findByRole('button', { name: 'Move Kustgården up' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ bidder_ids: [32, 31] }));
  });

  it('adds an outside venue after checking its name and email', async () => {
    setLanguage('sv');
    const requests = answerBidders([], {
      'POST /opportunity/12/bidders': () => json(201, { data: outside, message: { en: 'Bidder created', sw: 'Anläggningen har lagts till' } }),
    });
    const user = setupUser();
    renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');
    expect(await screen.findByText('Inga anläggningar ännu. Lägg till en partneranläggning eller en extern anläggning.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lägg till extern anläggning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lägg till extern anläggning' });
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('Fyll i det här fältet.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Anläggningens namn'), 'Kustgården');
    await user.type(within(dialog).getByLabelText('E-post'), 'fel');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('Ange en giltig e-postadress, t.ex. namn@foretag.se.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('E-post'));
    await user.type(within(dialog).getByLabelText('E-post'), 'info@kustgarden.test');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Kustgården', email: 'info@kustgarden.test', language: 'sv' }),
    );
  });

  it('shows a decided opportunity’s venues read only', async () => {
    setLanguage('en');
    answerBidders([aBidder({ invited: true, status: 'won', send_invitation: false, can_remove: false })]);
    renderWithPortal(<VenuesPanel opportunity={anOpportunity({ status: 'won' })} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');
    const table = await screen.findByRole('table', { name: 'Invited venues' });
    expect(within(table).getByText('Won')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add outside venue' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'History' })).toBeInTheDocument();
  });
});
