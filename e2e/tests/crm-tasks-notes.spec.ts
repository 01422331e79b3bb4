import { checkAccessibility, expect, test, type Page } from './fixtures';
import { walkLanguages, serverText, texts } from './crm-texts';
import { chooseOption, confirmDelete, pickRecord, searchList, shot, successToast, uniqueName, useLanguage } from './helpers';

// The admin's pages: every test starts signed in as the demo admin (the login has its own spec).
test.use({ signedInAs: 'admin' });

/**
 * Types a date (and time) into an antd DatePicker. Not with Enter: in these forms Enter also sends
 * the form. A date alone is taken on leaving the field; a date and time by the picker's OK.
 */
async function typeDate(page: Page, label: string, value: string, withTime = false) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  if (withTime) await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  else await input.press('Tab');
  await expect(input).toHaveValue(value);
}

/** The browser's own clock (Europe/Stockholm), as the reminder picker shows it: YYYY-MM-DD HH:mm. */
function browserNow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const two = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())} ${two(now.getHours())}:${two(now.getMinutes())}`;
  });
}

function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
}

for (const language of walkLanguages('sv')) {
  test(`tasks: create, search, edit and delete (${language})`, async ({ page, axeWatch }) => {
    const { opportunities: o, common } = texts[language];
    const fields = o.tasks.form.fields;
    const subject = uniqueName(language === 'sv' ? 'E2E Ring kunden' : 'E2E Call the customer');
    await useLanguage(page, language);

    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: o.tasks.list.title })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Ring Sara om konferensen i Sigtuna' })).toBeVisible();
    await shot(page, `tasks-list-${language}`);

    await page.getByRole('link', { name: o.tasks.list.add }).click();
    await expect(page).toHaveURL(/\/add-task$/);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(page.getByText(o.tasks.form.validation.subjectRequired)).toBeVisible();
    await page.getByLabel(fields.subject, { exact: true }).fill(subject);
    // The signed-in admin is the assignee unless changed.
    await expect(page.locator('.ant-select', { has: page.getByLabel(fields.assigned_to, { exact: true }) })).toContainText('Anna Admin');
    await typeDate(page, fields.due_date, dateInDays(3));
    await chooseOption(page, fields.priority, o.priority.high);
    await pickRecord(page, fields.account_id, 'Berglund', 'Berglund Konsult AB');
    await page.getByLabel(fields.comment, { exact: true }).fill('Fråga om offerten.');
    await shot(page, `task-add-${language}`);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('taskCreated', language));
    await expect(page).toHaveURL(/\/tasks/);

    await searchList(page, o.tasks.list.searchLabel, subject);
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText(o.priority.high);
    await expect(row).toContainText('Berglund Konsult AB');
    await expect(page.getByRole('row').filter({ hasText: 'Ring Sara om konferensen i Sigtuna' })).toHaveCount(0);

    await row.click();
    await expect(page.getByRole('heading', { name: common.routes.editTask })).toBeVisible();
    await expect(page.getByLabel(fields.subject, { exact: true })).toHaveValue(subject);
    const editUrl = page.url();
    await chooseOption(page, fields.status, o.taskStatus.in_progress);
    await shot(page, `task-edit-${language}`);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('taskUpdated', language));
    await searchList(page, o.tasks.list.searchLabel, subject);
    await expect(page.getByRole('row').filter({ hasText: subject })).toContainText(o.taskStatus.in_progress);
    // The status tags read at WCAG AA (axe), "Pågår" here and the seed's "Klar" below; a long subject wraps, whole.
    await checkAccessibility(axeWatch, 'a task in progress');
    await expect(page.getByRole('link', { name: subject })).toBeVisible();

    // Reopened from the list, the form shows what was saved.
    await page.getByRole('row').filter({ hasText: subject }).click();
    await expect(page).toHaveURL(editUrl);
    await expect(page.locator('.ant-select', { has: page.getByLabel(fields.status, { exact: true }) })).toContainText(o.taskStatus.in_progress);
    await confirmDelete(page, common.actions.delete, o.tasks.form.deleteConfirm);
    await expect(successToast(page)).toContainText(serverText('taskDeleted', language));
    await expect(page).toHaveURL(/\/tasks/);
    await searchList(page, o.tasks.list.searchLabel, subject, 0);
  });

  test(`notes: create, search, edit and delete (${language})`, async ({ page }) => {
    const { opportunities: o, common } = texts[language];
    const fields = o.notes.form.fields;
    const subject = uniqueName(language === 'sv' ? 'E2E Anteckning' : 'E2E Note');
    await useLanguage(page, language);

    await page.goto('/notes');
    await expect(page.getByRole('heading', { name: o.notes.list.title })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Faktureringsrutin' })).toBeVisible();
    await shot(page, `notes-list-${language}`);

    await page.getByRole('link', { name: o.notes.list.add }).click();
    await expect(page).toHaveURL(/\/add-note$/);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(page.getByText(o.notes.form.validation.subjectRequired)).toBeVisible();
    await page.getByLabel(fields.subject, { exact: true }).fill(subject);
    await page.getByLabel(fields.comment, { exact: true }).fill('Kunden vill ha förslag i maj.');
    await pickRecord(page, fields.account_id, 'Skärgårdsbanken');
    await shot(page, `note-add-${language}`);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('noteCreated', language));
    await expect(page).toHaveURL(/\/notes/);

    await searchList(page, o.notes.list.searchLabel, subject);
    await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('Skärgårdsbanken');
    await expect(page.getByRole('row').filter({ hasText: 'Faktureringsrutin' })).toHaveCount(0);

    const changed = `${subject} v2`;
    await page.getByRole('row').filter({ hasText: subject }).click();
    await expect(page.getByRole('heading', { name: common.routes.editNote })).toBeVisible();
    await expect(page.getByLabel(fields.subject, { exact: true })).toHaveValue(subject);
    const editUrl = page.url();
    await page.getByLabel(fields.subject, { exact: true }).fill(changed);
    await shot(page, `note-edit-${language}`);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('noteUpdated', language));
    await searchList(page, o.notes.list.searchLabel, changed);

    // Reopened from the list, the form shows what was saved.
    await page.getByRole('row').filter({ hasText: changed }).click();
    await expect(page).toHaveURL(editUrl);
    // By role: the field's accessible name carries the required mark ("* Subject").
    await expect(page.getByRole('textbox', { name: fields.subject })).toHaveValue(changed);
    await confirmDelete(page, common.actions.delete, o.notes.form.deleteConfirm);
    await expect(successToast(page)).toContainText(serverText('noteDeleted', language));
    await expect(page).toHaveURL(/\/notes/);
    await searchList(page, o.notes.list.searchLabel, changed, 0);
  });
}

test('a task reminder set to the current minute arrives in the outbox and at the bell', async ({ page }) => {
  const { opportunities: o, common, shell } = texts.en;
  const fields = o.tasks.form.fields;
  const subject = uniqueName('E2E Reminder');
  await useLanguage(page, 'en');
  await page.goto('/add-task');
  await page.getByLabel(fields.subject, { exact: true }).fill(subject);
  // Not in the last seconds of a minute: the save must not slip into the next one (the minute would be past).
  await expect.poll(() => new Date().getSeconds(), { timeout: 30_000, intervals: [1000] }).toBeLessThan(45);
  await typeDate(page, fields.reminder_at, await browserNow(page), true);
  await shot(page, 'task-reminder-now-en');
  await page.getByRole('button', { name: common.actions.save, exact: true }).click();
  await expect(successToast(page)).toContainText(serverText('taskCreated', 'en'));

  // The job sends it within seconds; the outbox is read afresh until the mail is there.
  await page.goto('/outbox');
  const mail = page.getByRole('row').filter({ hasText: `Reminder: ${subject}` });
  await expect(async () => {
    await page.reload();
    await expect(mail).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000] });
  await expect(mail).toContainText('admin@demo.test');
  await mail.click();
  await expect(page.getByTestId('outbox-text')).toContainText(subject);
  await expect(page.getByTestId('outbox-text')).toContainText('/edit-task-');
  await shot(page, 'outbox-task-reminder-en');
  await page.keyboard.press('Escape');

  // The assignee's bell has the Task notification, and it leads to the task.
  const bell = page.getByTestId('notification-bell');
  await expect(bell).not.toHaveAttribute('data-unread', '0');
  await bell.click();
  const item = page.getByTestId('notification-item').filter({ hasText: `Reminder: ${subject}` });
  await expect(item).toBeVisible();
  await expect(item).toContainText(shell.notifications.source.Task);
  await shot(page, 'bell-task-reminder-en');
  await item.click();
  await expect(page).toHaveURL(/\/edit-task-\d+$/);
  await expect(page.getByLabel(fields.subject, { exact: true })).toHaveValue(subject);
});
