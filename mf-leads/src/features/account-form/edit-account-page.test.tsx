import type { LogActivity } from '@portal/api-client';
import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal, type Answer, type RecordedRequest } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { anAccount } from '../../testing/account-fixture';
import { EditAccountPage } from './edit-account-page';

vi.mock('@portal/ui/src/venue-map/leaflet-map', () => import('../../testing/fake-leaflet-map'));

const owners = { data: [{ id: 1, name: 'Ada Admin', email: 'ada@demo.test' }] };
const activity: LogActivity[] = [
  {
    log_id: 5,
    log_name: 'Task',
    event: 'created',
    properties: { name: 'Call about the spring conference', account: { name: 'Sjöhotellet AB' } },
    causer_name: 'Ada Admin',
    link: '/edit-task-5',
    created_at: '2031-02-01T13:05:00Z',
  },
];

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function answer(extra: Record<string, Answer> = {}, entries: LogActivity[] = activity) {
  return mockApi({
    'GET /account/12': () => json(200, { data: anAccount() }),
    'GET /get-account-owners': () => json(200, owners),
    'GET /log-activities': () => json(200, { data: entries }),
    'GET /account/12/responsiveness': () => json(200, { data: { invited: 4, answered: 3, answered_in_time: 2, median_hours: 30 } }),
    ...extra,
  });
}

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

// The whole account form (five sections, three image fields) renders slowly in jsdom on a busy machine.
describe('EditAccountPage', { timeout: 90_000 }, () => {
  it('shows every saved field, the images, the place and the activity in Swedish', async () => {
    setLanguage('sv');
    const requests = answer();
    renderWithPortal(<EditAccountPage params={{ id: '12' }} />, '/edit-account-12');

    expect(await screen.findByLabelText('Företagsnamn', {}, { timeout: 5000 })).toHaveValue('Sjöhotellet AB');
    expect(screen.getByRole('heading', { name: 'Sjöhotellet AB' })).toBeInTheDocument();
    expect(document.title).toContain('Sjöhotellet AB');
    expect(screen.getByLabelText('Anläggningens namn')).toHaveValue('Sjöhotellet Sigtuna');
    expect(screen.getByLabelText('Organisationsnummer')).toHaveValue('556036-0793');
    expect(screen.getByLabelText('Provision på måltider')).toHaveValue('5,5');
    expect(screen.getByLabelText('Kommentar om logi')).toHaveValue('40 rooms');
    expect(screen.getByText('Karin Karlsson')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Logi, konferens och måltider' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Fler bilder (högst 20)' }).querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByLabelText('Latitud')).toHaveValue('59,617');

    const log = await screen.findByRole('list', { name: 'Aktivitet' });
    expect(within(log).getByText('Uppgift')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Call about the spring conference' })).toHaveAttribute('href', '/edit-task-5');
    expect(within(log).getByText(/av Ada Admin/)).toHaveTextContent('av Ada Admin · 1 feb 2031 14:05');
    expect(requests.find((request) => request.path === '/log-activities')?.query.get('account_id')).toBe('12');

    // A venue: how it answers its invitations.
    expect(await screen.findByRole('heading', { name: 'Svarsbenägenhet' })).toBeInTheDocument();
    expect(await screen.findByText('30 timmar')).toBeInTheDocument();
  });

  it('shows no responsiveness for a customer account, and does not ask for it', async () => {
    setLanguage('en');
    const requests = answer({ 'GET /account/12': () => json(200, { data: anAccount({ type: 'Customer' }) }) });
    renderWithPortal(<EditAccountPage params={{ id: '12' }} />, '/edit-account-12');

    expect(await screen.findByRole('list', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Responsiveness' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.path === '/account/12/responsiveness')).toBe(false);
  });

  it('saves the changes, keeps the images and shows the server message, then goes back to the list', async () => {
    setLanguage('en');
    const requests = answer({
      'PUT /account/12': () => json(200, { data: anAccount(), message: { en: 'Account updated successfully', sw: 'Kontot har uppdaterats' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditAccountPage params={{ id: '12' }} />, '/edit-account-12');

    const venue = await screen.findByLabelText('Venue name');
    await user.clear(venue);
    await user.click(venue);
    await user.paste('Sjöhotellet');
    await user.click(screen.getByRole('button', { name: 'Clear location' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Account updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(writes(requests)[0]!.body).toMatchObject({
      type: 'Partner',
      company_name: 'Sjöhotellet AB',
      venue_name: 'Sjöhotellet',
      location: null,
      owner_id: 1,
      primary_contact_id: 41,
      commission_meals_percent: 5.5,
      comments: { accommodation: '40 rooms', conference: '3 halls', meals: null, other: null },
      main_image_id: 1,
      image_ids: [2, 3],
      profile_picture_id: null,
    });
  });

  it('keeps the partner fields when the account is switched to customer', async () => {
    setLanguage('en');
    const requests = answer({
      'PUT /account/12': () => json(200, { data: anAccount({ type: 'Customer' }), message: { en: 'Account updated successfully', sw: 'Kontot har uppdaterats' } }),
    });
    const user = setupUser();
    renderWithPortal(<EditAccountPage params={{ id: '12' }} />, '/edit-account-12');

    await user.click(await screen.findByRole('radio', { name: 'Customer' }));
    expect(screen.queryByLabelText('Commission on meals')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toMatchObject({ type: 'Customer', commission_percent: 10, image_ids: [2, 3] });
  });

  it('deletes only after confirmation; an account still in use stays, with the server’s reason', async () => {
    setLanguage('en');
    const requests = answer({
      'DELETE /account/12': () => json(409, { message: { en: 'The account has 2 contacts and cannot be deleted', sw: 'Kontot har 2 kontakter och kan inte tas bort' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditAccountPage params={{ id: '12' }} />, '/edit-account-12');

    const deleteButton = await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 });
    await user.click(deleteButton);
    expect(await screen.findByText('Delete this account? This cannot be undone.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Cancel' }));
    expect(writes(requests)).toHaveLength(0);

    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The account has 2 contacts and cannot be deleted')).toBeInTheDocument();
    expect(writes(requests).map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /account/12']);
    expect(router.state.location.pathname).toBe('/edit-account-12');
    expect(screen.getByLabelText('Company name')).toHaveValue('Sjöhotellet AB');
  });

  it('goes back to the list after deleting', async () => {
    setLanguage('sv');
    answer({ 'DELETE /account/12': () => json(200, { message: { en: 'Account deleted successfully', sw: 'Kontot har tagits bort' } }) }, []);
    const user = setupUser();
    const { router } = renderWithPortal(<EditAccountPage params={{ id: '12' }} />, '/edit-account-12');

    expect(await screen.findByText('Inget har hänt med kontots uppgifter och anteckningar än.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ta bort' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Ta bort' }));

    expect(await screen.findByText('Kontot har tagits bort')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
  });

  it('says that a missing account does not exist, without a toast, and leads back to the list', async () => {
    setLanguage('en');
    mockApi({
      'GET /account/999': () => json(404, { message: { en: 'Account does not exist', sw: 'Kontot finns inte' } }),
      'GET /get-account-owners': () => json(200, owners),
      'GET /log-activities': () => json(200, { data: [] }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditAccountPage params={{ id: '999' }} />, '/edit-account-999');

    expect(await screen.findByText('There is no account number 999. It may have been deleted, or the link is wrong.')).toBeInTheDocument();
    expect(document.querySelector('.portal-toast')).toBeNull();
    await user.click(screen.getByRole('link', { name: /Back to accounts/ }));
    expect(router.state.location.pathname).toBe('/accounts');
  });

  it('does not ask the server for an id that cannot exist', async () => {
    setLanguage('sv');
    const requests = mockApi({});
    renderWithPortal(<EditAccountPage params={{ id: 'abc' }} />, '/edit-account-abc');

    expect(await screen.findByRole('heading', { name: 'Kontot finns inte' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
