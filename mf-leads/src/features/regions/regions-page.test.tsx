import { setLanguage } from '@portal/platform';
import { json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { RegionsPage } from './regions-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const regions = [
  { id: 1, name: 'Skåne' },
  { id: 2, name: 'Stockholm' },
];
const cities = [
  { id: 21, region_id: 2, name: 'Sigtuna' },
  { id: 22, region_id: 2, name: 'Solna' },
];
const message = (en: string, sw: string) => ({ en, sw });

const calls = (requests: RecordedRequest[]) => requests.map((request) => `${request.method} ${request.path}`);
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

describe('RegionsPage', () => {
  it("lists the regions and, for the region chosen, its cities; the choice is in the URL", async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /regions': () => json(200, { data: regions }),
      'GET /cities': () => json(200, { data: cities }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<RegionsPage />, '/regions');

    expect(await screen.findByText('Välj en region för att se dess orter.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Stockholm' }));

    const cityTable = await screen.findByRole('table', { name: 'Orter i Stockholm' });
    expect(await within(cityTable).findByText('Sigtuna')).toBeInTheDocument();
    expect(within(cityTable).getByText('Solna')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?region=2');
    expect(requests.find((request) => request.path === '/cities')?.query.get('region_id')).toBe('2');
    expect(screen.getByRole('button', { name: 'Stockholm' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a region by name, checked first in the browser, then fetches the regions again', async () => {
    setLanguage('en');
    let shown = regions;
    const requests = mockApi({
      'GET /regions': () => json(200, { data: shown }),
      'POST /regions': (request) => {
        shown = [...regions, { id: 3, name: 'Gotland' }];
        return json(201, { data: { id: 3, name: (request.body as { name: string }).name }, message: message('Region created', 'Regionen har skapats') });
      },
    });
    const user = setupUser();
    renderWithPortal(<RegionsPage />, '/regions');
    await screen.findByRole('button', { name: 'Skåne' });

    await user.click(screen.getByRole('button', { name: 'New region' }));
    await user.type(screen.getByLabelText('Region name'), '   {Enter}');
    expect(await screen.findByText('Fill in this field.')).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(0);

    await user.type(screen.getByLabelText('Region name'), ' Gotland {Enter}');

    expect(await screen.findByText('Region created')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Gotland' })).toBeInTheDocument();
    expect(writes(requests).map((request) => request.body)).toEqual([{ name: 'Gotland' }]);
    expect(screen.queryByLabelText('Region name')).not.toBeInTheDocument();
  });

  it("puts the server's validation error next to the name and keeps the form open", async () => {
    setLanguage('en');
    mockApi({
      'GET /regions': () => json(200, { data: regions }),
      'POST /regions': () =>
        json(422, { message: 'Error validation', errors: { name: [{ en: 'The region already exists.', sw: 'Regionen finns redan.' }] } }),
    });
    const user = setupUser();
    renderWithPortal(<RegionsPage />, '/regions');
    await screen.findByRole('button', { name: 'Skåne' });

    await user.click(screen.getByRole('button', { name: 'New region' }));
    await user.type(screen.getByLabelText('Region name'), 'Skåne{Enter}');

    await waitFor(() => expect(screen.getByLabelText('Region name')).toHaveAccessibleDescription('The region already exists.'));
    expect(screen.getByLabelText('Region name')).toHaveValue('Skåne');
  });

  it("renames a city of the chosen region in place; Escape leaves it as it was", async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /regions': () => json(200, { data: regions }),
      'GET /cities': () => json(200, { data: cities }),
      'PUT /city/21': () => json(200, { data: { id: 21, region_id: 2, name: 'Sigtuna stad' }, message: message('City updated', 'Orten har uppdaterats') }),
    });
    const user = setupUser();
    renderWithPortal(<RegionsPage />, '/regions?region=2');

    await screen.findByRole('table', { name: 'Cities in Stockholm' });
    await user.click(await screen.findByRole('button', { name: 'Rename Sigtuna' }, { timeout: 5000 }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('City name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Sigtuna' }));
    expect(screen.getByLabelText('City name')).toHaveValue('Sigtuna');
    await user.type(screen.getByLabelText('City name'), ' stad{Enter}');

    expect(await screen.findByText('City updated')).toBeInTheDocument();
    expect(writes(requests)).toMatchObject([{ method: 'PUT', path: '/city/21', body: { name: 'Sigtuna stad', region_id: 2 } }]);
    // Both lists are fetched again: the request form and the leads read them too.
    await waitFor(() => expect(calls(requests).filter((call) => call === 'GET /regions')).toHaveLength(2));
    expect(calls(requests).filter((call) => call === 'GET /cities')).toHaveLength(2);
  });

  it('deletes a region only after confirmation, and keeps it when cities or leads refer to it', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /regions': () => json(200, { data: regions }),
      'DELETE /region/2': () =>
        json(409, { message: message('The region cannot be deleted: 2 cities refer to it.', 'Regionen kan inte tas bort: 2 orter hänvisar till den.') }),
    });
    const user = setupUser();
    renderWithPortal(<RegionsPage />, '/regions');

    await user.click(await screen.findByRole('button', { name: 'Delete Stockholm' }));
    const question = await screen.findByText('Delete the region Stockholm? This is only possible while no cities or leads refer to it.');
    expect(writes(requests)).toHaveLength(0);
    await user.click(within(question.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The region cannot be deleted: 2 cities refer to it.')).toBeInTheDocument();
    expect(writes(requests)).toMatchObject([{ method: 'DELETE', path: '/region/2' }]);
    expect(screen.getByRole('button', { name: 'Stockholm' })).toBeInTheDocument();
  });

  it('asks before a typed name is dropped by Cancel, Escape or leaving the page', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /regions': () => json(200, { data: regions }),
      'GET /cities': () => json(200, { data: cities }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<RegionsPage />, '/regions?region=2');
    await screen.findByRole('table', { name: 'Cities in Stockholm' });

    await user.click(screen.getByRole('button', { name: 'New region' }));
    await user.type(screen.getByLabelText('Region name'), 'Gotland');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Region name')).toHaveValue('Gotland');

    await act(() => router.navigate('/leads'));
    dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/regions');
    expect(screen.getByLabelText('Region name')).toHaveValue('Gotland');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(screen.queryByLabelText('Region name')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Rename Sigtuna' }));
    await user.type(screen.getByLabelText('City name'), ' stad{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('City name')).toHaveValue('Sigtuna stad');
    expect(writes(requests)).toHaveLength(0);
  });
});
