import { setLanguage } from '@portal/platform';
import { atScreenWidth, json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { anEmailTemplate } from '../../testing/email-template-fixture';
import type { EmailTemplate } from './email-template-types';
import { EmailTemplateListPage } from './email-template-list-page';

const reset = anEmailTemplate();
const reminder = anEmailTemplate({
  id: 5,
  name: 'task_reminder',
  description: { en: 'Task reminder', sw: 'Påminnelse om uppgift' },
  subject: { en: 'Reminder: {{subject}}', sw: 'Påminnelse: {{subject}}' },
  message: { en: 'Due {{due_at}}.', sw: 'Ska vara klar {{due_at}}.' },
  variables: [],
  updated_at: '2031-03-10T07:30:00Z',
});

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function answerTemplates(extra: Record<string, (request: RecordedRequest) => Response> = {}, templates: EmailTemplate[] = [reset, reminder]) {
  return mockApi({ 'GET /email-templates': () => json(200, { data: templates }), ...extra });
}

const byMethod = (requests: RecordedRequest[], method: string) => requests.filter((request) => request.method === method);

/** Opens a template's dialog by clicking its row. */
async function openTemplate(user: ReturnType<typeof setupUser>, description: string) {
  await user.click(await screen.findByText(description));
  return screen.findByRole('dialog');
}

/** The tab panel a field sits in (both languages stay rendered, one hidden). */
const panelOf = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('[role="tabpanel"]')!;
const fieldOf = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;

// A modal with two language panes and their variable tables is heavy for jsdom on a busy machine.
describe('EmailTemplateListPage', { timeout: 60_000 }, () => {
  it('lists the templates with what they are for and their subject in Swedish', async () => {
    setLanguage('sv');
    answerTemplates();
    renderWithPortal(<EmailTemplateListPage />, '/email-template');

    const table = await screen.findByRole('table', { name: 'E-postmallar' });
    expect(await within(table).findByText('Länk för nytt lösenord')).toBeInTheDocument();
    expect(within(table).getByText('password_reset')).toBeInTheDocument();
    expect(within(table).getByText('Återställ ditt lösenord')).toBeInTheDocument();
    expect(within(table).getByText('Påminnelse: {{subject}}')).toBeInTheDocument();
    expect(within(table).getByText('1 feb 2031 14:05')).toBeInTheDocument();
    expect(document.title).toContain('E-postmallar');
  });

  it('offers a retry when the list fails, and says when there are none', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /email-templates': () => (fail ? json(500, { message: 'Server Error' }) : json(200, { data: [] })) });
    const user = setupUser();
    renderWithPortal(<EmailTemplateListPage />, '/email-template');

    expect(await screen.findByText('The email templates could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no email templates.')).toBeInTheDocument();
  });

  it('opens a template with Enter and saves both languages, then says so in the current language', async () => {
    setLanguage('en');
    const requests = answerTemplates({
      'PUT /email-template/3': (request) =>
        json(200, { data: reset, message: { en: 'Email template updated', sw: 'E-postmallen har uppdaterats' }, echo: request.body }),
    });
    const user = setupUser();
    renderWithPortal(<EmailTemplateListPage />, '/email-template');

    const row = (await screen.findByText('Password reset link')).closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit email template: Password reset link')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'English', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Subject (Swedish)')).toHaveValue('Återställ ditt lösenord');

    await user.clear(screen.getByLabelText('Subject (English)'));
    await user.type(screen.getByLabelText('Subject (English)'), 'Choose a new password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(byMethod(requests, 'PUT')).toHaveLength(1));
    expect(byMethod(requests, 'PUT')[0]!.body).toEqual({
      subject: { sw: 'Återställ ditt lösenord', en: 'Choose a new password' },
      message: reset.message,
    });
    expect(await screen.findByText('Email template updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a server error on the English message next to it, switching to its tab', async () => {
    setLanguage('sv');
    answerTemplates({
      'PUT /email-template/3': () =>
        json(422, {
          message: 'Error validation',
          errors: { 'message.en': [{ en: 'Unknown variable {{nme}}.', sw: 'Okänd variabel {{nme}}.' }] },
        }),
    });
    const user = setupUser();
    renderWithPortal(<EmailTemplateListPage />, '/email-template');
    const dialog = await openTemplate(user, 'Länk för nytt lösenord');
    expect(within(dialog).getByRole('tab', { name: 'Svenska', selected: true })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));

    expect(await within(fieldOf('Meddelande (engelska)')).findByText('Okänd variabel {{nme}}.')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'English', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('checks in the browser that each language has a subject, and shows where', async () => {
    setLanguage('en');
    const requests = answerTemplates();
    const user = setupUser();
    renderWithPortal(<EmailTemplateListPage />, '/email-template');
    const dialog = await openTemplate(user, 'Password reset link');

    await user.clear(screen.getByLabelText('Subject (Swedish)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(fieldOf('Subject (Swedish)')).findByText('Fill in this field.')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Svenska', selected: true })).toBeInTheDocument();
    expect(byMethod(requests, 'PUT')).toHaveLength(0);
  });

  it('lists the variables and inserts one at the cursor of the field last typed in', async () => {
    setLanguage('en');
    const requests = answerTemplates({ 'PUT /email-template/3': () => json(200, { data: reset, message: 'Saved' }) });
    const user = setupUser();
    renderWithPortal(<EmailTemplateListPage />, '/email-template');
    await openTemplate(user, 'Password reset link');

    const panel = panelOf('Message (English)');
    expect(within(panel).getByText("The recipient's first name")).toBeInTheDocument();
    expect(within(panel).getByText('https://portal.example/reset')).toBeInTheDocument();

    const subject = screen.getByLabelText<HTMLInputElement>('Subject (English)');
    await user.click(subject);
    // The caret right after "Reset".
    subject.setSelectionRange(5, 5);
    await user.click(within(panel).getByRole('button', { name: 'Insert {{first_name}}' }));

    await waitFor(() => expect(subject).toHaveValue('Reset{{first_name}} your password'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(byMethod(requests, 'PUT')).toHaveLength(1));
    expect(byMethod(requests, 'PUT')[0]!.body).toMatchObject({ subject: { en: 'Reset{{first_name}} your password' } });
  });

  it('previews the unsaved texts in both languages in a sandboxed frame', async () => {
    setLanguage('en');
    const requests = answerTemplates({
      'POST /email-template/3/preview': () =>
        json(200, {
          data: {
            sv: { subject: 'Nytt lösenord för Anna', html: '<p>Hej Anna</p>', text: 'Hej Anna' },
            en: { subject: 'New password for Anna', html: '<p>Hello Anna</p>', text: 'Hello Anna' },
          },
        }),
    });
    const user = setupUser();
    renderWithPortal(<EmailTemplateListPage />, '/email-template');
    const dialog = await openTemplate(user, 'Password reset link');

    await user.clear(screen.getByLabelText('Subject (Swedish)'));
    await user.type(screen.getByLabelText('Subject (Swedish)'), 'Nytt lösenord för {{{{first_name}}');
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));

    expect(await within(dialog).findByText('New password for Anna')).toBeInTheDocument();
    expect(within(dialog).getByText('Nytt lösenord för Anna')).toBeInTheDocument();
    expect(byMethod(requests, 'POST')[0]!.body).toEqual({
      subject: { sw: 'Nytt lösenord för {{first_name}}', en: 'Reset your password' },
      message: reset.message,
    });
    const frame = within(dialog).getByTitle('Preview of the message in English');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Hello Anna</p>');
    expect(within(dialog).getByTitle('Preview of the message in Swedish')).toHaveAttribute('srcdoc', '<p>Hej Anna</p>');
  });

  it('closes at once when nothing changed', async () => {
    setLanguage('en');
    answerTemplates();
    const user = setupUser();
    renderWithPortal(<EmailTemplateListPage />, '/email-template');

    const dialog = await openTemplate(user, 'Task reminder');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByLabelText('Message (English)')).not.toBeInTheDocument());
  });

  it('asks before dropping changes, on Cancel and on Escape', async () => {
    setLanguage('en');
    answerTemplates();
    const user = setupUser();
    renderWithPortal(<EmailTemplateListPage />, '/email-template');

    const dialog = await openTemplate(user, 'Password reset link');
    await user.click(screen.getByLabelText('Message (English)'));
    await user.paste(' Thanks!');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // antd names the confirmation by its title, so the title is found twice.
    expect((await screen.findAllByText('Discard your changes?'))[0]).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Message (English)')).toHaveValue(`${reset.message.en} Thanks!`);

    fireEvent.keyDown(screen.getByLabelText('Message (English)'), { key: 'Escape' });
    // The first confirmation may linger, closed, in jsdom (no animation end): the newest is last.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Discard changes', hidden: true })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Discard changes', hidden: true }).at(-1)!);
    await waitFor(() => expect(screen.queryByLabelText('Message (English)')).not.toBeInTheDocument());
  });
});

describe.each([
  { width: 1440, columns: ['Id', 'Mall', 'Ämne', 'Ändrad'] },
  { width: 768, columns: ['Mall', 'Ämne', 'Ändrad'] },
  { width: 390, columns: ['Mall', 'Ämne'] },
])('EmailTemplateListPage on a $width px screen', { timeout: 60_000 }, ({ width, columns }) => {
  atScreenWidth(width);

  it('shows the columns that fit, the subject still beside the template', async () => {
    setLanguage('sv');
    answerTemplates();
    renderWithPortal(<EmailTemplateListPage />, '/email-template');

    const table = await screen.findByRole('table', { name: 'E-postmallar' });
    const row = (await within(table).findByText('Länk för nytt lösenord')).closest('tr')!;
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
    expect(within(row).getByText('Återställ ditt lösenord')).toBeInTheDocument();
  });
});
