import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aNote, aPage } from '../../testing/fixtures';
import { AddNotePage } from './add-note-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function fieldOf(label: string): HTMLElement {
  return screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
}

const anna = { id: 9, first_name: 'Anna', last_name: 'Andersson', name: 'Anna Andersson', company: 'Acme AB' };

describe('AddNotePage', () => {
  it('needs a subject before it sends anything', async () => {
    setLanguage('sv');
    const requests = mockApi({});
    const user = setupUser();
    renderWithPortal(<AddNotePage />, '/add-note');

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await within(fieldOf('Ämne')).findByText('Fyll i det här fältet.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('finds the contact by what is typed, sends the note and goes to the list', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /contacts': () => json(200, aPage([anna])),
      'POST /notes': () => json(201, { data: aNote(), message: { en: 'Note created successfully', sw: 'Anteckningen har skapats' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddNotePage />, '/add-note');

    await user.type(screen.getByLabelText('Subject'), 'Lunch meeting');
    await user.type(screen.getByLabelText('Contact'), 'ann');
    await user.click(await screen.findByTitle('Anna Andersson (Acme AB)'));
    await user.click(screen.getByLabelText('Comment'));
    await user.paste('They want March.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/notes'));
    expect(await screen.findByText('Note created successfully')).toBeInTheDocument();
    expect(Object.fromEntries(requests.filter((request) => request.path === '/contacts').at(-1)!.query)).toMatchObject({ search: 'ann', sort: 'name', order: 'asc' });
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      subject: 'Lunch meeting',
      contact_id: 9,
      account_id: null,
      opportunity_id: null,
      comment: 'They want March.',
    });
  });

  it('puts the server\'s validation message next to its field', async () => {
    setLanguage('sv');
    mockApi({
      'POST /notes': () => json(422, { message: 'Error validation', errors: { comment: [{ en: 'The comment is too long', sw: 'Kommentaren är för lång' }] } }),
    });
    const user = setupUser();
    renderWithPortal(<AddNotePage />, '/add-note');

    await user.type(screen.getByLabelText('Ämne'), 'Möte');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await within(fieldOf('Kommentar')).findByText('Kommentaren är för lång')).toBeInTheDocument();
  });
});
