import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aContact } from '../../testing/contact-fixture';
import { EditContactPage } from './edit-contact-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const karin = aContact();

describe('EditContactPage', () => {
  it('shows every field of the contact and saves the changes', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /contact/5': () => json(200, { data: karin }),
      'PUT /contact/5': () => json(200, { data: karin, message: { en: 'Contact updated', sw: 'Kontakten har uppdaterats' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditContactPage params={{ id: '5' }} />, '/edit-contact-5');

    expect(await screen.findByRole('heading', { name: 'Contact: Karin Lund' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Karin');
    expect(screen.getByLabelText('Phone')).toHaveValue('08-123 456');
    expect(screen.getByLabelText('Address')).toHaveValue('Storgatan 1, 111 22 Stockholm');
    expect(screen.getByText('Acme AB')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Role'));
    await user.type(screen.getByLabelText('Role'), 'CEO');
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Contact updated')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      first_name: 'Karin',
      last_name: 'Lund',
      email: 'karin.lund@acme.se',
      phone: null,
      mobile_phone: '070-111 22 33',
      role: 'CEO',
      company: null,
      address: 'Storgatan 1, 111 22 Stockholm',
      account_id: 3,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
  });

  it('deletes only after confirmation, and keeps the contact when others still refer to it', async () => {
    setLanguage('en');
    let referred = true;
    const requests = mockApi({
      'GET /contact/5': () => json(200, { data: karin }),
      'DELETE /contact/5': () =>
        referred
          ? json(409, {
              message: { en: 'The contact cannot be deleted: 2 tasks refer to it.', sw: 'Kontakten kan inte tas bort: 2 uppgifter hänvisar till den.' },
            })
          : json(200, { message: { en: 'Contact deleted', sw: 'Kontakten har tagits bort' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditContactPage params={{ id: '5' }} />, '/edit-contact-5');
    const deletes = () => requests.filter((request) => request.method === 'DELETE');
    const question = 'Delete the contact Karin Lund? This cannot be undone.';
    /** Opens the confirmation with the form's Delete button and answers it. */
    const confirmDelete = async (answer: 'Delete' | 'Cancel') => {
      await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
      const confirmation = (await screen.findByText(question)).closest<HTMLElement>('.ant-popover')!;
      // The same popover opens again each time; its buttons count once it is shown. In jsdom the
      // spinner of the previous delete never finishes leaving, hence the name's end only.
      await user.click(await within(confirmation).findByRole('button', { name: new RegExp(`${answer}$`) }));
    };

    await screen.findByLabelText('First name');
    await confirmDelete('Cancel');
    expect(deletes()).toHaveLength(0);

    await confirmDelete('Delete');
    expect(await screen.findByText('The contact cannot be deleted: 2 tasks refer to it.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-contact-5');
    expect(screen.getByLabelText('First name')).toHaveValue('Karin');

    referred = false;
    await confirmDelete('Delete');
    expect(await screen.findByText('Contact deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
    expect(deletes()).toHaveLength(2);
  });

  it('says plainly that a missing contact does not exist, with the way back', async () => {
    setLanguage('sv');
    mockApi({ 'GET /contact/999': () => json(404, { message: { en: 'Contact does not exist', sw: 'Kontakten finns inte' } }) });
    const user = setupUser();
    const { router } = renderWithPortal(<EditContactPage params={{ id: '999' }} />, '/edit-contact-999');

    expect(await screen.findByText('Det finns ingen kontakt med nummer 999. Den kan ha tagits bort, eller så är länken fel.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Tillbaka till kontakter/ }));
    expect(router.state.location.pathname).toBe('/contacts');
  });

  it('offers a retry when the contact could not be loaded', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /contact/5': () => (fail ? json(500, { message: 'Server Error' }) : json(200, { data: karin })) });
    const user = setupUser();
    renderWithPortal(<EditContactPage params={{ id: '5' }} />, '/edit-contact-5');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByLabelText('First name')).toHaveValue('Karin');
  });
});
