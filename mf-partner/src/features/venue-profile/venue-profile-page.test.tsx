import { setLanguage, storeUser } from '@portal/platform';
import { atScreenWidth, json, mockApi, renderWithPortal, type Answer } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { aPartner } from '../../testing/fixtures';
import type { VenueProfileInput } from './api/use-venue-profile';
import { aStoredFile, aVenueProfile, savedProfile } from './a-venue-profile';
import { VenueProfilePage } from './venue-profile-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const saved = (request: { body: unknown }) =>
  json(200, { data: savedProfile(request.body as VenueProfileInput), message: { en: 'Venue profile saved', sw: 'Anläggningsprofilen har sparats' } });

function answer(put: Answer = saved) {
  return mockApi({ 'GET /partner/account': () => json(200, { data: aVenueProfile() }), 'PUT /partner/profile': put });
}

const hall = (number: number) => screen.getByRole('group', { name: `Lokal ${number}` });
const errorOf = (field: HTMLElement) => field.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent;
const putBody = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((request) => request.method === 'PUT' && request.path === '/partner/profile').map((request) => request.body as VenueProfileInput);

beforeEach(() => storeUser(aPartner()));

describe('VenueProfilePage', () => {
  it("shows the venue's profile in Swedish, as customers will see it, and saves the changes with the halls", async () => {
    setLanguage('sv');
    const requests = answer();
    const user = setupUser();
    const { router } = renderWithPortal(<VenueProfilePage />, '/partner-profile');

    expect(screen.getByRole('heading', { name: 'Anläggningsprofil', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Det här ser kunderna när vi presenterar er anläggning.')).toBeInTheDocument();
    const title = await screen.findByLabelText('Rubrik');
    expect(title).toHaveValue('Konferens vid vattnet');
    expect(screen.getByLabelText('Beskrivning')).toHaveValue('Ett hotell vid Strandvägen.');
    expect(screen.getByRole('group', { name: 'Kommentarer till kunden' })).toBeInTheDocument();
    expect(screen.getByLabelText('Om boendet')).toHaveValue('120 rum med sjöutsikt');
    expect(screen.getByLabelText('Om måltiderna')).toHaveValue('Frukost ingår');
    expect(screen.getByLabelText('Om konferensen')).toHaveValue('');
    expect(screen.getByLabelText('Latitud')).toHaveValue('59,3326');
    expect(screen.getByLabelText('Longitud')).toHaveValue('18,0849');
    expect(screen.getByRole('img', { name: 'Huvudbild, bild 1' })).toHaveAttribute('src', aStoredFile(1).thumbnail_url);
    expect(screen.getAllByRole('img', { name: /^Fler bilder \(högst 20\), bild \d$/ })).toHaveLength(2);
    expect(within(hall(1)).getByLabelText('Namn')).toHaveValue('Stora salen');
    expect(within(hall(1)).getByLabelText('Storlek')).toHaveValue('220');
    expect(within(hall(1)).getByText('Biosittning')).toBeInTheDocument();
    expect(screen.getByLabelText('Antal hotellrum')).toHaveValue('120');

    await user.clear(title);
    await user.type(title, '  Möten vid Strandvägen ');
    await user.clear(screen.getByLabelText('Om måltiderna'));
    await user.type(screen.getByLabelText('Övrigt'), 'Parkering ingår');
    await user.click(within(screen.getByRole('group', { name: 'Fler bilder (högst 20)' })).getByRole('button', { name: 'Ta bort bild 1' }));
    await user.click(screen.getByRole('button', { name: 'Lägg till lokal' }));
    await user.type(within(hall(2)).getByLabelText('Namn'), 'Styrelserummet');
    await user.type(within(hall(2)).getByLabelText('Antal platser'), '14');
    await user.click(within(hall(2)).getByLabelText('Möblering'));
    await user.click(await screen.findByTitle('Styrelsebord'));
    await user.clear(screen.getByLabelText('Antal hotellrum'));
    await user.type(screen.getByLabelText('Antal hotellrum'), '95');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Anläggningsprofilen har sparats')).toBeInTheDocument();
    expect(putBody(requests)).toEqual([
      {
        title: 'Möten vid Strandvägen',
        description: 'Ett hotell vid Strandvägen.',
        comments: { accommodation: '120 rum med sjöutsikt', conference: null, meals: null, other: 'Parkering ingår' },
        location: { lat: 59.3326, lng: 18.0849 },
        main_image_id: 1,
        image_ids: [3],
        halls: [
          { name: 'Stora salen', size_sqm: 220, capacity: 180, seating: 'cinema', comment: 'Scen och ljud' },
          { name: 'Styrelserummet', size_sqm: null, capacity: 14, seating: 'boardroom', comment: null },
        ],
        guest_rooms: 95,
      },
    ]);
    // The form shows what was kept, and leaving after the save is not questioned.
    await waitFor(() => expect(screen.getByLabelText('Rubrik')).toHaveValue('Möten vid Strandvägen'));
    await router.navigate('/partner');
    expect(router.state.location.pathname).toBe('/partner');
    expect(screen.queryByText('Lämna utan att spara?')).not.toBeInTheDocument();
  });

  it('uploads a new image and sends its id with the profile', async () => {
    setLanguage('sv');
    const requests = answer((request) => json(200, { data: savedProfile(request.body as VenueProfileInput, [1, 2, 3, 9].map(aStoredFile)), message: 'ok' }));
    // The upload is multipart: answered here, every other call by the mock API.
    const api = vi.mocked(globalThis.fetch).getMockImplementation()!;
    const uploads: Request[] = [];
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/files') {
        uploads.push(request);
        return json(201, { data: aStoredFile(9), message: { en: 'Image uploaded', sw: 'Bilden har laddats upp' } });
      }
      return api(input, init);
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
    renderWithPortal(<VenueProfilePage />, '/partner-profile');

    const input = await screen.findByLabelText('Fler bilder (högst 20)', { selector: 'input' });
    await user.upload(input, new File(['x'], 'salen.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Fler bilder (högst 20), bild 3' })).toHaveAttribute('src', aStoredFile(9).thumbnail_url);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(putBody(requests)).toHaveLength(1));
    expect(putBody(requests)[0]).toMatchObject({ main_image_id: 1, image_ids: [2, 3, 9] });
  });

  it('checks in the browser: a location needs both coordinates in range, a hall needs a name; nothing is sent', async () => {
    setLanguage('sv');
    const requests = answer();
    const user = setupUser();
    renderWithPortal(<VenueProfilePage />, '/partner-profile');

    await user.clear(await screen.findByLabelText('Longitud'));
    await user.clear(screen.getByLabelText('Latitud'));
    await user.type(screen.getByLabelText('Latitud'), '91');
    await user.click(screen.getByRole('button', { name: 'Lägg till lokal' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    await waitFor(() => expect(errorOf(screen.getByLabelText('Latitud'))).toBe('Ange ett värde från −90 till 90.'));
    expect(errorOf(screen.getByLabelText('Longitud'))).toBe('Ange både latitud och longitud, eller ingen av dem.');
    expect(errorOf(within(hall(2)).getByLabelText('Namn'))).toBe('Fyll i det här fältet.');
    expect(putBody(requests)).toEqual([]);

    // Removing the empty hall and both coordinates: no location is a valid choice.
    await user.click(screen.getByRole('button', { name: 'Ta bort Lokal 2' }));
    await user.clear(screen.getByLabelText('Latitud'));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(putBody(requests)).toHaveLength(1));
    expect(putBody(requests)[0]).toMatchObject({ location: null, halls: [{ name: 'Stora salen' }] });
  });

  it("shows the server's 422 next to each field, a hall's on its row, in English", async () => {
    setLanguage('en');
    const message = (en: string) => [{ en, sw: en }];
    answer(() =>
      json(422, {
        message: 'Error validation',
        errors: {
          title: message('The field may not be longer than 200 characters'),
          'location.lat': message('The value may not be greater than 90'),
          image_ids: message('The image belongs to another account'),
          'halls.0.capacity': message('The value must be at least 1'),
        },
      }),
    );
    const user = setupUser();
    renderWithPortal(<VenueProfilePage />, '/partner-profile');

    expect(await screen.findByRole('heading', { name: 'Venue profile', level: 2 })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Headline'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorOf(screen.getByLabelText('Headline'))).toBe('The field may not be longer than 200 characters'));
    expect(errorOf(screen.getByLabelText('Latitude'))).toBe('The value may not be greater than 90');
    expect(screen.getByRole('group', { name: 'More images (at most 20)' }).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent).toBe(
      'The image belongs to another account',
    );
    expect(errorOf(within(screen.getByRole('group', { name: 'Hall 1' })).getByLabelText('Seats'))).toBe('The value must be at least 1');
    // Still there to correct; leaving now asks first.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
  });

  it('shows a refusal of the whole list of halls under the list', async () => {
    setLanguage('sv');
    answer(() => json(422, { message: 'Error validation', errors: { halls: [{ en: 'At most 30 may be chosen', sw: 'Högst 30 kan väljas' }] } }));
    const user = setupUser();
    renderWithPortal(<VenueProfilePage />, '/partner-profile');
    await user.click(await screen.findByRole('button', { name: 'Spara' }));
    const section = screen.getByRole('group', { name: 'Konferenslokaler' });
    expect(await within(section).findByText('Högst 30 kan väljas')).toBeInTheDocument();
  });

  it('asks before unsaved changes are lost, also when only a hall was removed', async () => {
    setLanguage('sv');
    answer();
    const user = setupUser();
    const { router } = renderWithPortal(<VenueProfilePage />, '/partner-profile');

    await user.click(await screen.findByRole('button', { name: 'Ta bort Lokal 1' }));
    await router.navigate('/partner');
    expect(await screen.findByText('Lämna utan att spara?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner-profile');
    await user.click(screen.getByRole('button', { name: 'Lämna utan att spara' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner'));
  });

  it('explains a login without a venue and an admin visiting, and offers a retry when loading failed', async () => {
    setLanguage('sv');
    mockApi({ 'GET /partner/account': () => json(404, { message: { en: 'No venue', sw: 'Ingen anläggning' } }) });
    const first = renderWithPortal(<VenueProfilePage />, '/partner-profile');
    expect(await screen.findByText('Ingen anläggning är kopplad till din inloggning')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /partner/account': () => json(403, { message: { en: 'You are not authorized', sw: 'Du har inte behörighet' } }) });
    const second = renderWithPortal(<VenueProfilePage />, '/partner-profile');
    expect(await screen.findByText('Sidan är till för anläggningarnas egna inloggningar')).toBeInTheDocument();
    second.unmount();

    let up = false;
    mockApi({ 'GET /partner/account': () => (up ? json(200, { data: aVenueProfile() }) : json(500, { message: { en: 'Server error', sw: 'Serverfel' } })) });
    renderWithPortal(<VenueProfilePage />, '/partner-profile');
    const retry = await screen.findByRole('button', { name: 'Försök igen' });
    up = true;
    await setupUser().click(retry);
    expect(await screen.findByLabelText('Rubrik')).toHaveValue('Konferens vid vattnet');
  });

  describe('on a phone', () => {
    atScreenWidth(390);
    it('keeps every field of a hall within the screen (the row wraps)', async () => {
      setLanguage('sv');
      answer();
      renderWithPortal(<VenueProfilePage />, '/partner-profile');
      const row = within(await screen.findByRole('group', { name: 'Lokal 1' }));
      for (const label of ['Namn', 'Storlek', 'Antal platser', 'Möblering', 'Kommentar']) expect(row.getByLabelText(label)).toBeInTheDocument();
      const flex = hall(1).querySelector('.ant-flex') as HTMLElement;
      expect(flex.className).toContain('ant-flex-wrap-wrap');
    });
  });
});

