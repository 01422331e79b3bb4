import { setLanguage } from '@portal/platform';
import { aPage, json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import type { Opportunity } from '../../api/use-opportunities';
import { anOpportunity, OWNERS } from '../../testing/fixtures';
import { EditOpportunityPage } from './edit-opportunity-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** What the page asked the server to do: the mail previews write nothing. */
const posts = (requests: { method: string; path: string; body: unknown }[]) => requests.filter((request) => request.method === 'POST' && !request.path.endsWith('/mail-preview'));

/** Answers GET with the opportunity as it is now; `after` is what an action turns it into. */
/** The owner picker's admins, and the opportunity's tasks and notes listed below its form: none. */
const noRecords = {
  'GET /get-account-owners': () => json(200, { data: OWNERS }),
  'GET /tasks': () => json(200, aPage([])),
  'GET /notes': () => json(200, aPage([])),
};

function answerOpportunity(initial: Opportunity, actions: Record<string, { after: Partial<Opportunity>; en: string; sw: string }> = {}) {
  let current = initial;
  const answers: Parameters<typeof mockApi>[0] = {
    'GET /opportunity/12': () => json(200, { data: [current] }),
    // The loss's mail to its one venue still in play, naming what it was asked with.
    'POST /opportunity/12/lose/mail-preview': (request) => {
      const { lost_reason, message } = request.body as { lost_reason: string; message: string | null };
      const text = ['Hej Sjöviks Herrgård!', ...(message ? [message] : []), `Förfrågan gäller inte längre (${lost_reason}).`].join('\n\n');
      return json(200, { data: [{ to: 'info@sjovik.test', template: 'quote-request-closed', language: 'sv', subject: 'Förfrågan gäller inte längre', html: '', text, personal_message: message }] });
    },
    ...noRecords,
  };
  for (const [action, { after, en, sw }] of Object.entries(actions)) {
    answers[`POST /opportunity/12/${action}`] = () => {
      current = { ...current, ...after };
      return json(200, { data: current, message: { en, sw } });
    };
  }
  return mockApi(answers);
}

describe('EditOpportunityPage', () => {
  it('offers exactly the actions the server allows on an open opportunity, and its fields to edit', async () => {
    setLanguage('sv');
    answerOpportunity(anOpportunity({ allowed_actions: ['edit', 'lose', 'close', 'mark_unseen'] }));
    renderWithPortal(<EditOpportunityPage params={{ id: '12' }} />, '/edit-opportunity-12');

    expect(await screen.findByRole('button', { name: 'Markera som förlorad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Redigera affärsmöjlighet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Markera som osedd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markera som sedd' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Återställ status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vunnen|Won/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Status' })).getByText('Öppen')).toBeInTheDocument();
    expect(screen.getByLabelText('Deltagare')).toHaveValue('24');
    expect(screen.getByLabelText('Ankomsttid')).toHaveValue('09:00');
    expect(screen.getByRole('radio', { name: 'Exklusive moms' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Spara' })).toBeInTheDocument();
  });

  it('asks why it was lost, needs a text for another reason, sends it, and then shows it read only with the reason', async () => {
    setLanguage('en');
    const requests = answerOpportunity(anOpportunity(), {
      lose: {
        after: { status: 'lost', lost_reason: 'other', lost_reason_text: 'Budget cut', allowed_actions: ['revert'] },
        en: 'Opportunity marked as lost',
        sw: 'Affärsmöjligheten har markerats som förlorad',
      },
    });
    const user = setupUser();
    renderWithPortal(<EditOpportunityPage params={{ id: '12' }} />, '/edit-opportunity-12');

    await user.click(await screen.findByRole('button', { name: 'Mark as lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Kickoff i Sigtuna as lost' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(await within(dialog).findByText('Fill in this field.')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Describe the reason'), ' Budget cut ');
    // The mail to the venue still in play, once the reason is complete, with the personal message.
    const mail = await within(dialog).findByRole('region', { name: 'The email to info@sjovik.test' });
    expect(mail).toHaveTextContent('Förfrågan gäller inte längre (other).');
    await user.click(within(dialog).getByLabelText('Personal message (optional)'));
    await user.paste('Tack ändå!');
    await waitFor(() => expect(mail).toHaveTextContent('Hej Sjöviks Herrgård! Tack ändå! Förfrågan'));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));

    expect(await screen.findByText('Opportunity marked as lost')).toBeInTheDocument();
    expect(posts(requests).map((request) => [request.path, request.body])).toEqual([
      ['/opportunity/12/lose', { lost_reason: 'other', lost_reason_text: 'Budget cut', message: 'Tack ändå!' }],
    ]);
    expect(await screen.findByText('Lost: Another reason')).toBeInTheDocument();
    expect(screen.getByText('Budget cut')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Status' })).getByText('Lost')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as lost' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revert status' })).toBeInTheDocument();
  });

  it('sends one of the listed reasons without a text', async () => {
    setLanguage('sv');
    const requests = answerOpportunity(anOpportunity(), {
      lose: { after: { status: 'lost', lost_reason: 'changed_dates', allowed_actions: ['revert'] }, en: 'Lost', sw: 'Förlorad.' },
    });
    const user = setupUser();
    renderWithPortal(<EditOpportunityPage params={{ id: '12' }} />, '/edit-opportunity-12');

    await user.click(await screen.findByRole('button', { name: 'Markera som förlorad' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Kunden ändrade datumen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Markera som förlorad' }));

    await waitFor(() => expect(posts(requests)[0]?.body).toEqual({ lost_reason: 'changed_dates', lost_reason_text: null, message: null }));
  });

  it('reverts a decided opportunity only after a confirmation that says it cannot be undone', async () => {
    setLanguage('sv');
    const requests = answerOpportunity(
      anOpportunity({ status: 'closed', allowed_actions: ['revert'] }),
      { revert: { after: { status: 'open', allowed_actions: ['edit', 'lose', 'close', 'mark_unseen'] }, en: 'Status reverted', sw: 'Statusen har återställts' } },
    );
    const user = setupUser();
    renderWithPortal(<EditOpportunityPage params={{ id: '12' }} />, '/edit-opportunity-12');

    const revert = await screen.findByRole('button', { name: 'Återställ status' });
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stäng' })).not.toBeInTheDocument();
    await user.click(revert);
    const confirmation = (await screen.findByText('Det går inte att ångra.')).closest('.ant-popconfirm') as HTMLElement;
    expect(within(confirmation).getByText('Återställ statusen för Kickoff i Sigtuna till Öppen?')).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Avbryt' }));
    expect(posts(requests)).toHaveLength(0);

    await user.click(revert);
    await user.click(within(confirmation).getByRole('button', { name: 'Återställ status' }));
    expect(await screen.findByText('Statusen har återställts')).toBeInTheDocument();
    expect(posts(requests).map((request) => request.path)).toEqual(['/opportunity/12/revert']);
    expect(await screen.findByRole('button', { name: 'Spara' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Status' })).getByText('Öppen')).toBeInTheDocument();
  });

  it('marks an opportunity new to this admin seen by opening it, quietly and once, and "Mark as unseen" then holds', async () => {
    setLanguage('en');
    let current = anOpportunity({ unseen: true, seen_by_admin: false, allowed_actions: ['edit', 'lose', 'close', 'mark_seen'] });
    const requests = mockApi({
      ...noRecords,
      'GET /opportunity/12': () => json(200, { data: [current] }),
      'POST /opportunity/12/seen': (request) => {
        const seen = (request.body as { seen: boolean }).seen;
        current = { ...current, unseen: !seen, seen_by_admin: seen, allowed_actions: ['edit', 'lose', 'close', seen ? 'mark_unseen' : 'mark_seen'] };
        return json(200, { data: current, message: seen ? { en: 'Marked as seen', sw: 'Markerad som sedd' } : { en: 'Marked as unseen', sw: 'Markerad som osedd' } });
      },
    });
    const user = setupUser();
    renderWithPortal(<EditOpportunityPage params={{ id: '12' }} />, '/edit-opportunity-12');

    // Opening it is seeing it: the New tag goes, without a toast.
    const markUnseen = await screen.findByRole('button', { name: /Mark as unseen$/ }, { timeout: 5000 });
    expect(posts(requests).map((request) => request.body)).toEqual([{ seen: true }]);
    expect(within(screen.getByRole('group', { name: 'Status' })).queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByText('Marked as seen')).not.toBeInTheDocument();

    // Asked to be new again, it stays new while the page is open.
    requests.length = 0;
    await user.click(markUnseen);
    expect(await screen.findByRole('button', { name: /Mark as seen$/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Status' })).getByText('New')).toBeInTheDocument();
    expect(posts(requests).map((request) => request.body)).toEqual([{ seen: false }]);
  });

  it('saves the edited fields with PUT and goes back to the list', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /opportunity/12': () => json(200, { data: [anOpportunity()] }),
      ...noRecords,
      'PUT /opportunity/12': () => json(200, { data: anOpportunity(), message: { en: 'Opportunity updated', sw: 'Affärsmöjligheten har uppdaterats' } }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<EditOpportunityPage params={{ id: '12' }} />, '/edit-opportunity-12');

    const participants = await screen.findByLabelText('Participants');
    await user.clear(participants);
    await user.type(participants, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/opportunity'));
    expect(await screen.findByText('Opportunity updated')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Kickoff i Sigtuna',
      owner_id: 1,
      account_id: 4,
      contact_id: 9,
      vat_basis: 'ex',
      conference_type: 'overnight',
      start_date: '2031-03-12',
      end_date: '2031-03-13',
      arrival_time: '09:00',
      departure_time: '16:30',
      participants: 30,
      single_rooms: 10,
      double_rooms: 7,
      conference_room_size: 24,
      seating: 'u_shaped',
      message: 'Vegetarisk lunch för fyra.',
    });
  });

  it('says that a missing opportunity does not exist', async () => {
    setLanguage('en');
    mockApi({ 'GET /opportunity/999': () => json(404, { message: { en: 'The opportunity does not exist', sw: 'Affärsmöjligheten finns inte' } }) });
    renderWithPortal(<EditOpportunityPage params={{ id: '999' }} />, '/edit-opportunity-999');
    expect(await screen.findByText('There is no opportunity number 999. It may have been deleted, or the link is wrong.')).toBeInTheDocument();
  });
});
