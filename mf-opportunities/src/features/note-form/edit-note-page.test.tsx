import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aNote } from '../../testing/fixtures';
import { EditNotePage } from './edit-note-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('EditNotePage', () => {
  it('saves the changed note with its opportunity kept', async () => {
    setLanguage('en');
    const note = aNote({ opportunity_id: 3, opportunity: { id: 3, name: 'Kickoff i Sigtuna' } });
    const requests = mockApi({
      'GET /note/21': () => json(200, { data: note }),
      'PUT /note/21': () => json(200, { data: note, message: { en: 'Note updated successfully', sw: 'Anteckningen har uppdaterats' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditNotePage params={{ id: '21' }} />, '/edit-note-21');

    const subject = await screen.findByLabelText('Subject');
    expect(screen.getByLabelText('Opportunity')).toHaveValue('Kickoff i Sigtuna');
    await user.type(subject, ' (2)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      subject: 'Möte med Acme (2)',
      contact_id: 9,
      account_id: 4,
      opportunity_id: 3,
      comment: 'De vill ha en konferens i mars.',
    });
  });

  it('deletes only after the confirmation', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /note/21': () => json(200, { data: aNote() }),
      'DELETE /note/21': () => json(200, { message: { en: 'Note deleted successfully', sw: 'Anteckningen har tagits bort' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditNotePage params={{ id: '21' }} />, '/edit-note-21');

    await user.click(await screen.findByRole('button', { name: 'Ta bort' }));
    const confirmation = (await screen.findByText('Ta bort den här anteckningen? Det går inte att ångra.')).closest('.ant-popconfirm') as HTMLElement;
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirmation).getByRole('button', { name: 'Ta bort' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
    expect(await screen.findByText('Anteckningen har tagits bort')).toBeInTheDocument();
  });

  it('says that a missing note does not exist', async () => {
    setLanguage('sv');
    mockApi({ 'GET /note/5': () => json(404, { message: { en: 'Note does not exist', sw: 'Anteckningen finns inte' } }) });
    renderWithPortal(<EditNotePage params={{ id: '5' }} />, '/edit-note-5');

    expect(await screen.findByText('Det finns ingen anteckning nummer 5. Den kan ha tagits bort, eller så är länken fel.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tillbaka till anteckningar/ })).toHaveAttribute('href', '/notes');
  });
});
