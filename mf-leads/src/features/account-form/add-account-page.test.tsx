import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal, type RecordedRequest } from '@portal/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { anAccount } from '../../testing/account-fixture';
import { AddAccountPage } from './add-account-page';

vi.mock('@portal/ui/src/venue-map/leaflet-map', () => import('../../testing/fake-leaflet-map'));

const owners = { data: [{ id: 1, name: 'Ada Admin', email: 'ada@demo.test' }, { id: 2, name: 'Bo Boss', email: 'bo@demo.test' }] };

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Pastes rather than types: typing letter by letter into a long antd form is slow in jsdom. */
async function fill(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

// The whole account form (five sections, three image fields) renders slowly in jsdom on a busy machine.
describe('AddAccountPage', { timeout: 90_000 }, () => {
  it('checks the fields in the browser before anything is sent', async () => {
    setLanguage('en');
    const requests = mockApi({ 'GET /get-account-owners': () => json(200, owners) });
    const user = setupUser();
    renderWithPortal(<AddAccountPage />, '/add-account');

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fill in this field.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Partner' }));
    await fill(user, screen.getByLabelText('Organisation number'), '556036-0794');
    await fill(user, screen.getByLabelText('Email'), 'not-an-address');
    await fill(user, screen.getByLabelText('Latitude'), '57.7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a valid Swedish organisation number, e.g. 556677-8899.')).toBeInTheDocument();
    expect(screen.getByText('A partner needs a venue name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address, e.g. name@company.com.')).toBeInTheDocument();
    // Half a location is not saved as none: the save waits for the other coordinate.
    expect(screen.getByText('Type both latitude and longitude, or clear the location.')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
  });

  it('hides the partner sections for a customer and asks to save before choosing a primary contact', async () => {
    setLanguage('sv');
    mockApi({ 'GET /get-account-owners': () => json(200, owners) });
    const user = setupUser();
    renderWithPortal(<AddAccountPage />, '/add-account');

    expect(await screen.findByRole('radio', { name: 'Kund' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Provision (partner)' })).not.toBeInTheDocument();
    expect(screen.getByText('Spara kontot först; sedan kan en av dess kontakter väljas.')).toBeInTheDocument();
    expect(screen.getByLabelText('Huvudkontakt')).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Partner' }));
    expect(await screen.findByRole('group', { name: 'Provision (partner)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Anläggningsprofil och bilder (partner)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Provision på måltider')).toBeInTheDocument();
  });

  it('sends every field the user filled in, shows the server message and opens the new account', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /get-account-owners': () => json(200, owners),
      'POST /accounts': () => json(201, { data: anAccount({ id: 77 }), message: { en: 'Account created successfully', sw: 'Kontot har skapats' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddAccountPage />, '/add-account');

    await user.click(await screen.findByRole('radio', { name: 'Partner' }));
    await fill(user, screen.getByLabelText('Company name'), '  Sjöhotellet AB ');
    await fill(user, screen.getByLabelText('Venue name'), 'Sjöhotellet Sigtuna');
    await fill(user, screen.getByLabelText('Organisation number'), '5560360793');
    await fill(user, screen.getByLabelText('Phone'), '08-123 456');
    await fill(user, screen.getByLabelText('Invoice email'), 'faktura@sjohotellet.se');
    await fill(user, screen.getByLabelText('Payment terms'), '30');
    await fill(user, screen.getByLabelText('Commission'), '10');
    await fill(user, screen.getByLabelText('Commission on meals'), '5.25');
    await user.click(screen.getByRole('radio', { name: 'Accommodation, conference and meals' }));
    await fill(user, screen.getByLabelText('Comment on meals'), 'Vegetarian on request');
    await user.click(screen.getByLabelText('Owner'));
    await user.click(await screen.findByTitle('Bo Boss'));
    await user.click(screen.getByRole('button', { name: 'Pick Uppsala on the map' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-account-77'));
    expect(posts(requests)[0]!.body).toEqual({
      type: 'Partner',
      company_name: 'Sjöhotellet AB',
      venue_name: 'Sjöhotellet Sigtuna',
      address: null,
      phone: '08-123 456',
      corporate_number: '5560360793',
      invoice_address: null,
      invoice_email: 'faktura@sjohotellet.se',
      email: null,
      owner_id: 2,
      commission_percent: 10,
      commission_meals_percent: 5.25,
      commission_type: 'accommodation_conference_meals',
      payment_terms_days: 30,
      location: { lat: 59.858564, lng: 17.638927 },
      region_id: null,
      city_id: null,
      primary_contact_id: null,
      comments: { accommodation: null, conference: null, meals: 'Vegetarian on request', other: null },
      title: null,
      description: null,
      main_image_id: null,
      image_ids: [],
      profile_picture_id: null,
    });
  });

  it('puts the server’s validation message next to its field and keeps what was typed', async () => {
    setLanguage('sv');
    mockApi({
      'GET /get-account-owners': () => json(200, owners),
      'POST /accounts': () =>
        json(422, {
          message: 'Error validation',
          errors: {
            corporate_number: [{ en: 'Another account has this number', sw: 'Ett annat konto har det här numret' }],
            'comments.other': [{ en: 'Too long', sw: 'För lång' }],
          },
        }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddAccountPage />, '/add-account');

    await fill(user, await screen.findByLabelText('Företagsnamn'), 'Acme AB');
    await fill(user, screen.getByLabelText('Organisationsnummer'), '556036-0793');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    const fieldError = await screen.findByText('Ett annat konto har det här numret', { selector: '.ant-form-item-explain-error' });
    expect(fieldError.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Organisationsnummer'));
    expect(screen.getByLabelText('Företagsnamn')).toHaveValue('Acme AB');
    expect(router.state.location.pathname).toBe('/add-account');
  });
});
