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

  it('asks for a save first and for an email before sending, and sends nothing until then', async () => {
    setLanguage('en');
    const requests = answerBidders([aBidder(), outside], {
      'POST /bidder/31/invitation': () => json(200, { data: aBidder({ invited: true, status: 'invitation_sent' }), message: { en: 'Invitation sent', sw: 'Inbjudan har skickats' } }),
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
    await waitFor(() => expect(requests.filter((request) => request.path === '/bidder/31/invitation')).toHaveLength(1));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
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
