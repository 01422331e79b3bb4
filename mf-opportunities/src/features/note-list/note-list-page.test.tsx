import { setLanguage } from '@portal/platform';
import { json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aNote, aPage } from '../../testing/fixtures';
import { NoteListPage } from './note-list-page';

const meeting = aNote();
const call = aNote({ id: 22, subject: 'Samtal om datum', contact: null, contact_id: null, author: null, created_at: '2031-01-20T08:30:00Z' });

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);

describe('NoteListPage', () => {
  it('asks for the newest notes first and shows subject, what they are about, author and date', async () => {
    setLanguage('sv');
    const requests = mockApi({ 'GET /notes': () => json(200, aPage([meeting, call])) });
    renderWithPortal(<NoteListPage />, '/notes');

    const table = await screen.findByRole('table', { name: 'Anteckningar' });
    expect(await within(table).findByRole('link', { name: 'Möte med Acme' })).toHaveAttribute('href', '/edit-note-21');
    const row = within(table).getByText('Möte med Acme').closest('tr')!;
    expect(within(row).getByText('Anna Andersson')).toBeInTheDocument();
    expect(within(row).getByText('Acme AB')).toBeInTheDocument();
    expect(within(row).getByText('Admin Demo')).toBeInTheDocument();
    expect(within(row).getByText('1 feb 2031 14:05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ny anteckning/ })).toHaveAttribute('href', '/add-note');
    expect(queryOf(requests[0])).toEqual({ page: '1', per_page: '20', sort: 'created_at', order: 'desc' });
  });

  it('searches and sorts on the server, keeping both in the URL', async () => {
    setLanguage('en');
    const requests = mockApi({ 'GET /notes': () => json(200, aPage([meeting, call])) });
    const user = setupUser();
    const { router } = renderWithPortal(<NoteListPage />, '/notes');
    await screen.findByText('Möte med Acme');

    await user.type(screen.getByLabelText('Search notes'), 'acme');
    await waitFor(() => expect(queryOf(requests.at(-1))).toMatchObject({ search: 'acme', page: '1' }));
    await user.click(screen.getByRole('columnheader', { name: /Subject/ }));
    await waitFor(() => expect(queryOf(requests.at(-1))).toMatchObject({ search: 'acme', sort: 'subject', order: 'asc' }));
    expect(router.state.location.search).toBe('?search=acme&sort=subject&order=asc');

    await user.click(screen.getByText('Samtal om datum'));
    expect(router.state.location.pathname).toBe('/edit-note-22');
  });
});
