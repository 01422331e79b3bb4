import { expect, test, type Page } from './fixtures';
import { LANGUAGES, texts, type Language } from './crm-texts';
import { animationsDone, shot, successToast, useLanguage } from './helpers';

// The admin's pages: every test starts signed in as the demo admin (the login has its own spec).
test.use({ signedInAs: 'admin' });

const other = (language: Language): Language => (language === 'sv' ? 'en' : 'sv');

/** The seeded customer account's edit page, reached from the list as a user does. */
async function openAccount(page: Page, language: Language): Promise<void> {
  const a = texts[language].accounts;
  await page.goto('/accounts');
  await expect(page.getByRole('heading', { name: a.list.title })).toBeVisible();
  await page.getByRole('row').filter({ hasText: 'Nordisk Energi AB' }).click();
  await expect(page).toHaveURL(/\/edit-account-\d+$/);
  await expect(page.getByLabel(a.fields.company_name, { exact: true })).toHaveValue('Nordisk Energi AB');
}

/** The error shown under a field, found by the field's label. */
function errorOf(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  // A message being replaced fades out for a moment beside the new one: only the one that stays.
  return page.locator('.ant-form-item', { has: field }).locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');
}

async function switchLanguage(page: Page, to: Language): Promise<void> {
  await page.getByTitle(to === 'en' ? 'English' : 'Svenska').click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

for (const language of LANGUAGES) {
  test(`edit account: only the portal's messages, the first error focused, and they follow the language (${language})`, async ({ page }) => {
    const { accounts: a, common } = texts[language];
    const next = texts[other(language)];
    await useLanguage(page, language);
    await openAccount(page, language);

    // The form leaves validation to the portal: no browser bubble in the browser's language.
    await expect(page.locator('form').filter({ has: page.getByLabel(a.fields.company_name, { exact: true }) })).toHaveAttribute('novalidate', '');
    const companyName = page.getByLabel(a.fields.company_name, { exact: true });
    await companyName.fill('');
    await page.getByLabel(a.fields.email, { exact: true }).fill('inte-en-adress');
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();

    await expect(errorOf(page, a.fields.company_name)).toHaveText(common.validation.required);
    await expect(errorOf(page, a.fields.email)).toHaveText(common.validation.email);
    // The first error in the form's order is the one focused, not the email further down.
    await expect(companyName).toBeFocused();
    await expect(page).toHaveURL(/\/edit-account-\d+$/);
    await shot(page, `ux-forms-account-errors-${language}`);

    await switchLanguage(page, other(language));
    await expect(errorOf(page, next.accounts.fields.company_name)).toHaveText(next.common.validation.required);
    await expect(errorOf(page, next.accounts.fields.email)).toHaveText(next.common.validation.email);
    await expect(page.getByText(common.validation.email, { exact: true })).toHaveCount(0);
    await shot(page, `ux-forms-account-errors-switched-to-${other(language)}`);
  });

  test(`the profile page asks before changes are left, and stops asking once they are saved (${language})`, async ({ page }) => {
    const { shell, common } = texts[language];
    await useLanguage(page, language);
    await page.goto('/profile');
    const phone = page.getByLabel(shell.profile.phone, { exact: true });
    await expect(phone).toBeVisible();
    const typed = `08-${String(Date.now()).slice(-6)}`;
    await phone.fill(typed);

    // The menu is a way out like any other: it asks, and Stay keeps what was typed.
    const menu = page.getByRole('navigation').getByRole('link', { name: common.routes.leads, exact: true });
    await menu.click();
    const prompt = page.getByRole('dialog', { name: common.leave.title });
    await expect(prompt).toBeVisible();
    await shot(page, `ux-forms-profile-leave-prompt-${language}`);
    await prompt.getByRole('button', { name: common.leave.stay }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(phone).toHaveValue(typed);

    // The page stays after a save; what was saved is no longer "unsaved".
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(/\/leads$/);
    await expect(page.getByRole('dialog', { name: common.leave.title })).toHaveCount(0);
    await page.goto('/profile');
    await expect(phone).toHaveValue(typed);
  });

  test(`a changed form asks before it is left, and not after a save (${language})`, async ({ page }) => {
    const { accounts: a, common } = texts[language];
    await useLanguage(page, language);
    await openAccount(page, language);

    // Untouched: leaving is not questioned.
    await page.getByRole('link', { name: a.form.back }).click();
    await expect(page).toHaveURL(/\/accounts$/);
    // The list itself, not the form still shown while the list's page is on its way.
    await expect(page.getByRole('heading', { name: a.list.title })).toBeVisible();

    await page.getByRole('row').filter({ hasText: 'Nordisk Energi AB' }).click();
    // The account's form with its values, before anything is typed into it.
    const companyName = page.getByLabel(a.fields.company_name, { exact: true });
    await expect(companyName).toHaveValue('Nordisk Energi AB');
    const phone = page.getByLabel(a.fields.phone, { exact: true });
    // Different from whatever an earlier run saved, so the form really changes.
    const typed = `08-${String(Date.now()).slice(-6)}`;
    await phone.fill(typed);

    await page.getByRole('link', { name: a.form.back }).click();
    const prompt = page.getByRole('dialog', { name: common.leave.title });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(common.leave.text);
    await shot(page, `ux-forms-leave-prompt-${language}`);
    await prompt.getByRole('button', { name: common.leave.stay }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/edit-account-\d+$/);
    await expect(phone).toHaveValue(typed);

    // Cancel asks too; leaving without saving keeps the account as it was. Leave is pressed once the
    // question stands open, as Stay above is: pressed while the dialog still zooms in, the press
    // could miss it on a busy machine and the page stay (the flaky toHaveURL below).
    await page.getByRole('button', { name: common.actions.cancel, exact: true }).click();
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(common.leave.text);
    await animationsDone(page);
    await prompt.getByRole('button', { name: common.leave.leave }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole('heading', { name: a.list.title })).toBeVisible();

    // After a save the page goes back to the list without a question.
    await page.getByRole('row').filter({ hasText: 'Nordisk Energi AB' }).click();
    await expect(companyName).toHaveValue('Nordisk Energi AB');
    await expect(phone).not.toHaveValue(typed);
    await phone.fill(typed);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole('dialog', { name: common.leave.title })).toHaveCount(0);
  });
}
