import { expect, test } from './fixtures';
import { walkLanguages, fill, serverText, texts } from './crm-texts';
import { confirmDelete, pickRecord, searchList, shot, successToast, uniqueName, useLanguage } from './helpers';

// The admin's pages: every test starts signed in as the demo admin (the login has its own spec).
test.use({ signedInAs: 'admin' });

for (const language of walkLanguages('sv')) {
  test(`contacts: create, search, edit and delete (${language})`, async ({ page }) => {
    const { contacts: c, common } = texts[language];
    const fields = c.form.fields;
    const firstName = 'Eva';
    const lastName = uniqueName('Testsson').replace(' ', '');
    const fullName = `${firstName} ${lastName}`;
    const email = `${lastName.toLowerCase()}@example.com`;
    await useLanguage(page, language);

    await page.goto('/contacts');
    await expect(page.getByRole('heading', { name: c.list.title })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'sara.lindqvist@nordiskenergi.demo' })).toBeVisible();
    await shot(page, `contacts-list-${language}`);

    // The browser's own checks come first, in the page's language.
    await page.getByRole('link', { name: c.list.add }).click();
    await expect(page).toHaveURL(/\/add-contact$/);
    await expect(page.getByRole('heading', { name: c.form.addTitle })).toBeVisible();
    await page.getByLabel(fields.email, { exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(page.getByText(c.form.required.first_name).first()).toBeVisible();
    await expect(page.getByText(c.form.required.last_name)).toHaveCount(2); // first and last name say the same (docs/wording.md)
    await expect(page.getByText(c.form.invalidEmail)).toBeVisible();

    await page.getByLabel(fields.first_name, { exact: true }).fill(firstName);
    await page.getByLabel(fields.last_name, { exact: true }).fill(lastName);
    await page.getByLabel(fields.email, { exact: true }).fill(email);
    await page.getByLabel(fields.role, { exact: true }).fill(language === 'sv' ? 'Inköpare' : 'Purchaser');
    await page.getByLabel(fields.phone, { exact: true }).fill('08-123 45 67');
    await pickRecord(page, fields.account_id, 'Nordisk Energi', 'Nordisk Energi AB');
    await shot(page, `contact-add-${language}`);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('contactCreated', language));
    await expect(page).toHaveURL(/\/contacts/);

    await searchList(page, c.list.searchLabel, lastName);
    const row = page.getByRole('row').filter({ hasText: lastName });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Nordisk Energi AB');
    await expect(page.getByRole('row').filter({ hasText: 'sara.lindqvist@nordiskenergi.demo' })).toHaveCount(0);

    await row.click();
    await expect(page.getByRole('heading', { name: fill(c.form.editTitle, { name: fullName }) })).toBeVisible();
    await expect(page.getByLabel(fields.email, { exact: true })).toHaveValue(email);
    await page.getByLabel(fields.mobile_phone, { exact: true }).fill('070-765 43 21');
    await page.getByLabel(fields.role, { exact: true }).fill(language === 'sv' ? 'Vd' : 'CEO');
    await shot(page, `contact-edit-${language}`);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('contactUpdated', language));
    await searchList(page, c.list.searchLabel, lastName);
    // The role is a list column at 1440 px; the mobile number only from 1600 px.
    await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText(language === 'sv' ? 'Vd' : 'CEO');

    // Reopened from the list, the form shows what was saved.
    await page.getByRole('row').filter({ hasText: lastName }).click();
    await expect(page.getByRole('heading', { name: fill(c.form.editTitle, { name: fullName }) })).toBeVisible();
    await expect(page.getByLabel(fields.mobile_phone, { exact: true })).toHaveValue('070-765 43 21');
    await expect(page.getByLabel(fields.role, { exact: true })).toHaveValue(language === 'sv' ? 'Vd' : 'CEO');
    await confirmDelete(page, common.actions.delete, fill(c.form.deleteConfirm, { name: fullName }));
    await expect(successToast(page)).toContainText(serverText('contactDeleted', language));
    await expect(page).toHaveURL(/\/contacts/);
    await searchList(page, c.list.searchLabel, lastName, 0);
  });
}
