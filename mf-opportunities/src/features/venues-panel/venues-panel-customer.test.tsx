import type { Schemas } from '@portal/api-client';
import { portalStore, setLanguage, userAtom } from '@portal/platform';
import { json, mockApi, renderWithPortal, type RecordedRequest } from '@portal/platform/testing';
import { aPreliminaryBooking, aQuote } from '@portal/venue-answers/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { aBidder, anAdmin, anOpportunity } from '../../testing/fixtures';
import { VenuesPanel } from './venues-panel';
import type { Bidder } from './use-bidders';

const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A venue whose quote is submitted (it may be presented, asked for a preliminary booking, win). */
const submitted = (overrides: Partial<Bidder> = {}) =>
  aBidder({
    invited: true,
    invited_at: '2031-02-01T10:00:00Z',
    invitations: 1,
    send_invitation: false,
    can_remove: false,
    status: 'submitted',
    quote_id: 5,
    quote_status: 'submitted',
    total_ex_vat: 4_500_000,
    total_inc_vat: 5_100_000,
    ...overrides,
  });

const invitedOnly = aBidder({
  bidder_id: 32,
  name: 'Kustgården',
  index_priority: 2,
  invited: true,
  send_invitation: false,
  resend_invitation: true,
  can_remove: false,
  status: 'invitation_sent',
  quote_id: 6,
  quote_status: 'new',
});

/** What `GET /opportunity/{id}/presentation` answers: the preview of what the customer would see. */
function aPresentation(overrides: Partial<Schemas['Presentation']> = {}): { data: Schemas['Presentation'] } {
  return {
    data: {
      opportunity_id: 12,
      preview: true,
      language: 'sv',
      customer_name: 'Acme AB',
      vat_basis: 'ex',
      request: aQuote().request,
      venues: [],
      sent_at: null,
      booked_at: null,
      booked_bidder_ids: [],
      can_book: false,
      contact: null,
      ...overrides,
    },
  };
}

const anna = { data: { id: 9, first_name: 'Anna', last_name: 'Andersson', name: 'Anna Andersson', email: 'anna@acme.se', phone: null, mobile_phone: null, role: null, company: 'Acme AB', address: null, account_id: 4, account: { id: 4, name: 'Acme AB' }, created_at: '2031-01-01T10:00:00Z', updated_at: '2031-01-01T10:00:00Z' } };

/** The server's preview of a mail (`POST …/mail-preview`): its text names the message it was asked with. */
const previewOf = (to: string) => (request: RecordedRequest) => {
  const message = (request.body as { message?: string | null } | undefined)?.message ?? null;
  const text = ['Hej!', ...(message ? [message] : []), `Mejlet till ${to}.`].join('\n\n');
  return json(200, { data: [{ to, template: 'quote-presentation', language: 'sv', subject: `Ämne till ${to}`, html: '', text, personal_message: message }] });
};

function answer(bidders: Bidder[], extra: Parameters<typeof mockApi>[0] = {}, presentation = aPresentation()) {
  return mockApi({
    'GET /get-bidder/12': () => json(200, { data: bidders }),
    'GET /opportunity/12/presentation': () => json(200, presentation),
    'GET /contact/9': () => json(200, anna),
    'POST /opportunity/12/presentation/mail-preview': previewOf('anna@acme.se'),
    'POST /bidder/31/preliminary-booking/mail-preview': previewOf('info@sjovik.test'),
    'POST /opportunity/12/win/mail-preview': previewOf('info@sjovik.test'),
    ...extra,
  });
}

/** What the panel asked the server to do: the previews write nothing. */
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET' && !request.path.endsWith('/mail-preview'));

function renderPanel(opportunity = anOpportunity()) {
  return renderWithPortal(<VenuesPanel opportunity={opportunity} hasUnsavedChanges={() => false} />, '/edit-opportunity-12');
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: /Inbjudna anläggningar|Invited venues/ });
  return within(table).getByText(name).closest('tr')!;
}

beforeEach(() => portalStore.set(userAtom, anAdmin({ id: 7 })));
afterEach(() => portalStore.set(userAtom, null));

describe('VenuesPanel: the customer’s presentation', () => {
  it('ticks a submitted quote for the presentation; a quote not submitted cannot be ticked, and says why', async () => {
    setLanguage('sv');
    const requests = answer([submitted(), invitedOnly], {
      'PUT /bidder/31/present': () => json(200, { data: submitted({ present_to_customer: true }), message: { en: 'Bidder updated', sw: 'Anläggningen har uppdaterats' } }),
    });
    const user = setupUser();
    renderPanel();

    const table = await screen.findByRole('table', { name: 'Inbjudna anläggningar' });
    expect(within(table).getByRole('columnheader', { name: 'Presentera för kund' })).toBeInTheDocument();
    const notYet = within(table).getByRole('checkbox', { name: 'Presentera Kustgården för kund' });
    expect(notYet).toBeDisabled();
    expect(notYet).toHaveAccessibleDescription('Endast en inskickad offert kan presenteras för kunden.');

    const box = within(table).getByRole('checkbox', { name: 'Presentera Sjöviks Herrgård för kund' });
    expect(box).toBeEnabled();
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]).toMatchObject({ method: 'PUT', path: '/bidder/31/present', body: { present: true } });
    expect(await screen.findByText('Anläggningen har uppdaterats')).toBeInTheDocument();
    // The venues and what the customer would see are fetched again.
    await waitFor(() => expect(requests.filter((request) => request.path === '/get-bidder/12')).toHaveLength(2));
    await waitFor(() => expect(requests.filter((request) => request.path === '/opportunity/12/presentation')).toHaveLength(2));
  });

  it('leaves a decided opportunity’s presentation as it is', async () => {
    setLanguage('en');
    answer([submitted({ present_to_customer: true, status: 'won' })]);
    renderPanel(anOpportunity({ status: 'won' }));
    const box = await screen.findByRole('checkbox', { name: 'Present Sjöviks Herrgård to customer' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('The opportunity is decided: the presentation no longer changes.');
    expect(screen.queryByRole('button', { name: 'Send presentation to customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request preliminary booking' })).not.toBeInTheDocument();
  });

  it('opens the preview of what the customer would see in a new tab, as the signed-in admin', async () => {
    setLanguage('sv');
    answer([submitted({ present_to_customer: true })], {}, aPresentation({ sent_at: '2031-02-03T09:15:00Z' }));
    renderPanel();
    const preview = await screen.findByRole('link', { name: 'Förhandsgranska (öppnas i en ny flik)' });
    expect(preview).toHaveAttribute('href', '/quote-presention-pre&o=12&a=7');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await screen.findByText(/1 anläggning markerad · senast skickad 3 feb 2031/)).toBeInTheDocument();
  });

  it('keeps "Send" disabled with nothing ticked and says what to do', async () => {
    setLanguage('sv');
    const requests = answer([submitted(), invitedOnly]);
    const user = setupUser();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Skicka presentation till kund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skicka presentationen till kunden?' });
    const send = within(dialog).getByRole('button', { name: 'Skicka' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(
      'Ingen anläggning är markerad för presentation. Stäng dialogen, kryssa i Presentera för kund vid minst en anläggning med inskickad offert och skicka sedan.',
    );
    expect(writes(requests)).toEqual([]);
  });

  it('shows the server’s "Please select Present to customer" in the dialog when a colleague unticked meanwhile', async () => {
    setLanguage('en');
    const requests = answer([submitted({ present_to_customer: true }), invitedOnly], {
      'POST /opportunity/12/presentation': () =>
        json(422, {
          message: 'Error validation',
          errors: { present_to_customer: [{ en: 'Please select Present to customer', sw: 'Kryssa i Presentera för kund vid minst en anläggning med inskickad offert.' }] },
        }),
    });
    const user = setupUser();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Send presentation to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the presentation to the customer?' });
    expect(await within(dialog).findByText('Anna Andersson (anna@acme.se)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please select Present to customer');
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'POST', path: '/opportunity/12/presentation' })]);
    // It stays open for the admin to tick a venue.
    expect(screen.getByRole('dialog', { name: 'Send the presentation to the customer?' })).toBeInTheDocument();
  });

  it('sends the ticked venues in their order to the customer’s contact, after a confirmation', async () => {
    setLanguage('sv');
    const second = submitted({ bidder_id: 33, name: 'Bergsgården', index_priority: 2, present_to_customer: true, total_ex_vat: 3_900_000 });
    const requests = answer([submitted({ present_to_customer: true }), second, invitedOnly], {
      'POST /opportunity/12/presentation': () =>
        json(200, {
          data: { sent_at: '2031-02-04T10:00:00Z', email: 'anna@acme.se', bidder_ids: [31, 33] },
          message: { en: 'Email sent', sw: 'E-postmeddelandet har skickats' },
        }),
    }, aPresentation({ sent_at: '2031-02-03T09:15:00Z' }));
    const user = setupUser();
    renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Skicka presentation till kund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skicka presentationen till kunden?' });
    const venues = within(dialog).getByRole('list', { name: /Kunden får ett e-postmeddelande/ });
    // Intl writes a no-break space in amounts.
    expect(within(venues).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Sjöviks Herrgård – 45 000,00 kr exkl. moms',
      'Bergsgården – 39 000,00 kr exkl. moms',
    ]);
    expect(await within(dialog).findByText('Anna Andersson (anna@acme.se)')).toBeInTheDocument();
    expect(within(dialog).getByText(/Presentationen som skickades 3 feb 2031 .* ersätts/)).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);
    // The mail as the customer's contact will read it, with the personal message once it is typed.
    const mail = await within(dialog).findByRole('region', { name: 'Mejlet till anna@acme.se' });
    expect(mail).toHaveTextContent('Hej! Mejlet till anna@acme.se.');
    await user.click(within(dialog).getByLabelText('Personligt meddelande (valfritt)'));
    await user.paste('Ring mig!');
    await waitFor(() => expect(mail).toHaveTextContent('Hej! Ring mig! Mejlet till anna@acme.se.'));

    await user.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText('E-postmeddelandet har skickats')).toBeInTheDocument();
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'POST', path: '/opportunity/12/presentation', body: { message: 'Ring mig!' } })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows which venue the customer booked, and when', async () => {
    setLanguage('sv');
    answer([submitted({ present_to_customer: true, booked_by_customer: true })], {}, aPresentation({ sent_at: '2031-02-03T09:15:00Z', booked_at: '2031-02-05T14:00:00Z', booked_bidder_ids: [31] }));
    renderPanel();
    const row = await rowOf('Sjöviks Herrgård');
    expect(within(row).getByText('Bokad av kund')).toBeInTheDocument();
    expect(await screen.findByText(/^Kunden bokade 5 feb 2031/)).toBeInTheDocument();
    // Booked: nothing more to send.
    expect(screen.queryByRole('button', { name: 'Skicka presentation till kund' })).not.toBeInTheDocument();
  });
});

describe('VenuesPanel: preliminary booking', () => {
  it('asks a venue with a submitted quote for a preliminary booking, with a message', async () => {
    setLanguage('sv');
    const requests = answer([submitted(), invitedOnly], {
      'POST /bidder/31/preliminary-booking': () =>
        json(201, { data: aPreliminaryBooking({ bidder_id: 31 }), message: { en: 'Preliminary booking sent', sw: 'Preliminärbokningen har skickats' } }),
    });
    const user = setupUser();
    renderPanel();

    const row = await rowOf('Sjöviks Herrgård');
    // A venue that has not quoted cannot be asked.
    expect(within(await rowOf('Kustgården')).queryByRole('button', { name: 'Begär preliminärbokning' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Begär preliminärbokning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Begär preliminärbokning hos Sjöviks Herrgård' });
    await user.click(within(dialog).getByLabelText('Meddelande till anläggningen (valfritt)'));
    await user.paste('Kunden vill ha svar före fredag.');
    // The request as the venue will read it, its message where the template puts it.
    const mail = await within(dialog).findByRole('region', { name: 'Mejlet till info@sjovik.test' });
    await waitFor(() => expect(mail).toHaveTextContent('Hej! Kunden vill ha svar före fredag. Mejlet till info@sjovik.test.'));
    await user.click(within(dialog).getByRole('button', { name: 'Skicka förfrågan' }));

    expect(await screen.findByText('Preliminärbokningen har skickats')).toBeInTheDocument();
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/bidder/31/preliminary-booking', body: { message: 'Kunden vill ha svar före fredag.' } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the booking’s state with its details, and asks the venue to extend after a confirmation', async () => {
    setLanguage('sv');
    const booking = aPreliminaryBooking({
      bidder_id: 31,
      status: 'held',
      response: 'hold',
      hold_until: '2031-02-20',
      additional_information: 'Vi håller även lokalen.',
      responded_at: '2031-02-11T08:00:00Z',
      actions: { answer: false, extend: true, respond: false, win: false },
    });
    const requests = answer([submitted({ preliminary: true, preliminary_booking: booking, preliminary_booking_id: 61 })], {
      'POST /preliminary-booking/61/extend': () =>
        json(200, { data: { ...booking, status: 'requested' }, message: { en: 'Extension requested', sw: 'Förlängning har begärts' } }),
    });
    const user = setupUser();
    renderPanel();

    const row = await rowOf('Sjöviks Herrgård');
    expect(within(row).getByText('Preliminärt bokad t.o.m. 20 feb 2031')).toBeInTheDocument();
    // An open booking: no second request.
    expect(within(row).queryByRole('button', { name: 'Begär preliminärbokning' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Detaljer om preliminärbokningen hos Sjöviks Herrgård' }));
    expect(await screen.findByText('Vi håller även lokalen.')).toBeInTheDocument();
    expect(screen.getByText('Kunden vill gärna ha svar inom en vecka.')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Be om förlängning' }));
    expect(await screen.findByText('Be Sjöviks Herrgård hålla datumen längre?')).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Be om förlängning' }).at(-1)!);
    expect(await screen.findByText('Förlängning har begärts')).toBeInTheDocument();
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'POST', path: '/preliminary-booking/61/extend' })]);
  });

  it('shows why the venue declined the preliminary booking, in the row and in its details', async () => {
    setLanguage('sv');
    const declined = aPreliminaryBooking({
      bidder_id: 31,
      status: 'cancelled',
      response: 'cancel',
      decline_reason: 'other',
      decline_reason_text: 'Renovering i mars',
      responded_at: '2031-02-11T08:00:00Z',
      actions: { answer: false, extend: false, respond: false, win: false },
    });
    answer([submitted({ preliminary: true, preliminary_booking: declined, preliminary_booking_id: 61 })]);
    const user = setupUser();
    renderPanel();

    const row = await rowOf('Sjöviks Herrgård');
    expect(within(row).getByText('Anläggningen avböjde preliminärbokningen')).toBeInTheDocument();
    expect(within(row).getByText('Annat: Renovering i mars')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Detaljer om preliminärbokningen hos Sjöviks Herrgård' }));
    expect(await screen.findByText('Orsak')).toBeInTheDocument();
  });

  it('marks the opportunity won with the venue whose booking the customer confirmed, in one step', async () => {
    setLanguage('en');
    const confirmed = aPreliminaryBooking({
      bidder_id: 33,
      status: 'confirmed',
      response: 'hold',
      hold_until: '2031-02-20',
      customer_comment: 'We take it!',
      customer_answered_at: '2031-02-15T12:00:00Z',
      actions: { answer: false, extend: false, respond: false, win: true },
    });
    const bergs = submitted({ bidder_id: 33, name: 'Bergsgården', index_priority: 2, total_ex_vat: 3_900_000, preliminary_booking: confirmed, preliminary_booking_id: 61 });
    const requests = answer([submitted(), bergs], {
      'POST /opportunity/12/win': () => json(200, { data: anOpportunity({ status: 'won', winning_bidder_id: 33 }), message: { en: 'Opportunity won', sw: 'Affärsmöjligheten är vunnen' } }),
    });
    const user = setupUser();
    renderPanel();

    const row = await rowOf('Bergsgården');
    expect(within(row).getByText('The customer has confirmed')).toBeInTheDocument();
    expect(within(await rowOf('Sjöviks Herrgård')).queryByRole('button', { name: 'Mark as won' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Mark as won' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Kickoff i Sigtuna as won' });
    expect(within(dialog).getByRole('radio', { name: /^Bergsgården – SEK\s39,000\.00 ex VAT$/ })).toBeChecked();
    // The "not chosen" mail to the other venue, previewed for the chosen winner.
    expect(await within(dialog).findByRole('region', { name: 'The email to info@sjovik.test' })).toHaveTextContent('Mejlet till info@sjovik.test.');
    expect(requests.find((request) => request.path === '/opportunity/12/win/mail-preview')?.body).toEqual({ message: null, bidder_id: 33 });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as won' }));

    expect(await screen.findByText('Opportunity won')).toBeInTheDocument();
    expect(writes(requests)).toEqual([expect.objectContaining({ method: 'POST', path: '/opportunity/12/win', body: { bidder_id: 33, message: null } })]);
    // The venues are fetched again (and the opportunity's page, through its own query).
    await waitFor(() => expect(requests.filter((request) => request.path === '/get-bidder/12')).toHaveLength(2));
  });
});

describe('VenuesPanel: history of the customer’s steps', () => {
  const history = JSON.stringify([
    { at: '2031-02-03T09:15:00Z', by: { id: 1, name: 'Admin Demo' }, event: 'presented', detail: null },
    { at: '2031-02-04T10:00:00Z', by: { id: 1, name: 'Admin Demo' }, event: 'preliminary_requested', detail: null },
    // The server words the day ("until …"); the dialog shows it as dates are shown.
    { at: '2031-02-05T08:00:00Z', by: null, event: 'preliminary_held', detail: 'until 2031-02-20' },
    { at: '2031-02-06T12:00:00Z', by: null, event: 'preliminary_confirmed', detail: 'Vi tar det!' },
    { at: '2031-02-07T12:00:00Z', by: null, event: 'booked', detail: null },
  ]);

  it.each([
    {
      language: 'sv' as const,
      title: 'Historik för Sjöviks Herrgård',
      button: 'Historik',
      events: [
        'Bokad av kunden',
        'Kunden bekräftade preliminärbokningen',
        'Anläggningen håller datumen preliminärt t.o.m. 20 feb 2031',
        'Preliminärbokning begärd',
        'Presenterad för kunden',
      ],
    },
    {
      language: 'en' as const,
      title: 'History of Sjöviks Herrgård',
      button: 'History',
      events: [
        'Booked by the customer',
        'The customer confirmed the preliminary booking',
        'The venue holds the dates preliminarily until Feb 20, 2031',
        'Preliminary booking requested',
        'Presented to the customer',
      ],
    },
  ])('names each step in $language, newest first, with its detail', async ({ language, title, button, events }) => {
    setLanguage(language);
    answer([submitted({ history })]);
    const user = setupUser();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    const texts = within(dialog)
      .getAllByText((_, element) => element?.tagName === 'STRONG')
      .map((element) => element.textContent);
    expect(texts).toEqual(events);
    expect(within(dialog).queryByText(/until 2031/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Vi tar det!')).toBeInTheDocument();
  });
});
