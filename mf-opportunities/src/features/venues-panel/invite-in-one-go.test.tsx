import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aBidder, anOpportunity } from '../../testing/fixtures';
import { VenuesPanel } from './venues-panel';

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const outside = aBidder({ bidder_id: 32, account_id: null, account_detail: null, is_outside_partner: true, name: 'Kustgården', email: 'info@kustgarden.example', language: 'en', index_priority: 2 });
const invited = aBidder({ bidder_id: 33, name: 'Bergsgården', index_priority: 3, invited: true, status: 'invitation_sent', send_invitation: false, resend_invitation: true, can_remove: false });

const suggestion = {
  account_id: 77,
  name: 'Strandhotellet Varberg',
  company_name: 'Strandhotellet Varberg AB',
  region_name: 'Hallands län',
  city_name: 'Varberg',
  region_match: true,
  city_match: true,
  seats: 120,
  seats_fit: true,
  guest_rooms: 10,
  rooms_fit: false,
  invited: 4,
  answered: 3,
  answered_in_time: 3,
  median_hours: 9.5,
};

describe('Invite in one go (issue 26 §2)', () => {
  it('suggests venues from the opportunity\'s region with why, adds one, and sends every invitation left after confirming the list', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /get-bidder/12': () => json(200, { data: [aBidder(), outside, invited] }),
      'GET /regions': () => json(200, { data: [{ id: 2, name: 'Hallands län' }] }),
      'GET /cities': () => json(200, { data: [{ id: 21, name: 'Varberg', region_id: 2 }] }),
      'GET /opportunity/12/venue-suggestions': () =>
        json(200, { data: { seats_needed: 40, rooms_needed: 30, region_id: 2, city_id: 21, suggestions: [suggestion, { ...suggestion, account_id: 78, name: 'Nya Gården', city_match: false, region_match: false, city_name: null, region_name: null, seats: null, seats_fit: null, guest_rooms: null, rooms_fit: null, invited: 2, answered: 2, answered_in_time: 1, median_hours: 0.4 }] } }),
      'POST /opportunity/12/bidders': () => json(201, { data: aBidder({ bidder_id: 40 }), message: { en: 'Bidder created', sw: 'Anläggningen har lagts till' } }),
      'POST /bidder/31/invitation/mail-preview': (request) =>
        json(200, {
          data: [
            {
              to: 'info@sjovik.test',
              template: 'venue-invitation',
              language: 'sv',
              subject: 'Offertförfrågan',
              html: '',
              text: `Hej Sjöviks Herrgård!\n\n${(request.body as { message: string | null }).message ?? ''}`,
              personal_message: (request.body as { message: string | null }).message,
            },
          ],
        }),
      'POST /opportunity/12/invitations': () =>
        json(200, { data: { sent: 2, skipped: 0, bidders: [] }, message: { en: 'Invitations sent to 2 venues', sw: 'Inbjudningar har skickats till 2 anläggningar' } }),
    });
    const user = setupUser();
    renderWithPortal(<VenuesPanel opportunity={anOpportunity({ region_id: 2 })} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');

    const list = await screen.findByRole('list', { name: 'Suggested venues' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      "Strandhotellet VarbergIn the request's city, Varberg · Hall for 120 (40 needed) · Only 10 guest rooms (30 needed) · Answered 3 of 4 requests in time, answers in 9.5 h (median)",
    );
    expect(second).toHaveTextContent('Place not stated · Halls not stated · Guest rooms not stated · Answered 1 of 2 requests in time, answers within an hour (median)');
    // The region filter starts from the opportunity's region.
    expect(requests.find((request) => request.path === '/opportunity/12/venue-suggestions')?.query.get('region_id')).toBe('2');
    await user.click(within(first!).getByRole('button', { name: 'Add Strandhotellet Varberg' }));
    await waitFor(() => expect(requests.find((request) => request.path === '/opportunity/12/bidders')?.body).toEqual({ account_id: 77 }));

    await user.click(screen.getByRole('button', { name: 'Send all invitations (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send invitations to 2 venues?' });
    const venues = within(within(dialog).getByRole('list', { name: /Each one gets an invitation/ })).getAllByRole('listitem');
    expect(venues.map((item) => item.textContent)).toEqual(['Sjöviks Herrgård – info@sjovik.test, in Swedish', 'Kustgården – info@kustgarden.example, in English']);
    // The admin's message goes into every venue's mail; the first venue's mail is shown as it will read it (issue 26 §3).
    await user.type(within(dialog).getByLabelText('Personal message (optional)'), 'Sea view, please.');
    await waitFor(() => expect(within(dialog).getByText(/Sea view, please\./, { selector: 'pre, div, p' })).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/opportunity/12/invitations')?.body).toEqual({ bidder_ids: [31, 32], message: 'Sea view, please.' }),
    );
    expect(await screen.findByText('Invitations sent to 2 venues')).toBeInTheDocument();
  });

  it('says why the button is off when every venue is invited', async () => {
    setLanguage('sv');
    mockApi({
      'GET /get-bidder/12': () => json(200, { data: [invited] }),
      'GET /opportunity/12/venue-suggestions': () => json(200, { data: { seats_needed: null, rooms_needed: 0, region_id: null, city_id: null, suggestions: [] } }),
    });
    renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');
    const button = await screen.findByRole('button', { name: 'Skicka alla inbjudningar (0)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Alla anläggningar har fått sin inbjudan.');
    expect(await screen.findByText('Inga fler partneranläggningar att föreslå med det här urvalet.')).toBeInTheDocument();
  });

  it('names a venue without an address in the confirmation and sends nothing', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /get-bidder/12': () => json(200, { data: [aBidder(), { ...outside, email: null }] }),
      'GET /opportunity/12/venue-suggestions': () => json(200, { data: { seats_needed: null, rooms_needed: 0, region_id: null, city_id: null, suggestions: [] } }),
    });
    const user = setupUser();
    renderWithPortal(<VenuesPanel opportunity={anOpportunity()} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');
    await user.click(await screen.findByRole('button', { name: 'Skicka alla inbjudningar (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skicka inbjudningar till 2 anläggningar?' });
    expect(dialog).toHaveTextContent('Kustgården – saknar e-postadress');
    expect(dialog).toHaveTextContent('Lägg till en e-postadress för varje anläggning innan du skickar inbjudningarna.');
    expect(within(dialog).getByRole('button', { name: 'Skicka 2 inbjudningar' })).toBeDisabled();
    // Nothing is sent: the only call is the preview of the venue with an address's mail.
    expect(requests.filter((request) => request.method === 'POST' && !request.path.endsWith('/mail-preview'))).toHaveLength(0);
  });
});
