import { expect, test } from './fixtures';
import { walkLanguages, fill, serverText, texts } from './crm-texts';
import { chooseOption, confirmDelete, searchList, shot, successToast, uniqueName, useLanguage } from './helpers';

// The admin's pages: every test starts signed in as the demo admin (the login has its own spec).
test.use({ signedInAs: 'admin' });

for (const language of walkLanguages('en')) {
  test(`products: create, search, edit and delete (${language})`, async ({ page }) => {
    const { quotes, common } = texts[language];
    const list = quotes.productList;
    const form = quotes.productForm;
    const name = uniqueName(language === 'sv' ? 'E2E Middag' : 'E2E Dinner');
    const renamed = `${name} v2`;
    await useLanguage(page, language);

    await page.goto('/products');
    await expect(page.getByRole('heading', { name: list.title })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Heldagskonferens' })).toBeVisible();
    await shot(page, `products-list-${language}`);

    // Create: the browser says what is missing first, then the server stores it.
    await page.getByRole('link', { name: list.add }).click();
    await expect(page).toHaveURL(/\/add-product$/);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(page.getByText(form.validation.nameRequired)).toBeVisible();
    await expect(page.getByText(form.validation.familyRequired)).toBeVisible();
    await page.getByLabel(form.fields.name, { exact: true }).fill(name);
    await chooseOption(page, form.fields.family, quotes.family.meal);
    await page.getByLabel(form.fields.number_of_courses, { exact: true }).fill('3');
    await page.getByLabel(form.fields.price_per_person, { exact: true }).fill('450');
    await page.getByLabel(form.fields.description, { exact: true }).fill('Förrätt, varmrätt, dessert.');
    await shot(page, `product-add-${language}`);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('productCreated', language));
    await expect(page).toHaveURL(/\/products/);

    // Search on the server: only the new product is left, with its family.
    await searchList(page, list.searchLabel, name);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(quotes.family.meal);
    await expect(page.getByRole('row').filter({ hasText: 'Heldagskonferens' })).toHaveCount(0);

    // Edit: the stored values come back; a new name is saved.
    await page.getByRole('row').filter({ hasText: name }).click();
    await expect(page).toHaveURL(/\/edit-product-\d+$/);
    await expect(page.getByRole('heading', { name: fill(form.editTitle, { name }) })).toBeVisible();
    await expect(page.getByLabel(form.fields.number_of_courses, { exact: true })).toHaveValue('3');
    await page.getByLabel(form.fields.name, { exact: true }).fill(renamed);
    await shot(page, `product-edit-${language}`);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('productUpdated', language));
    await searchList(page, list.searchLabel, renamed);

    // Delete after the confirmation: gone from the list.
    await page.getByRole('row').filter({ hasText: renamed }).click();
    await expect(page.getByRole('heading', { name: fill(form.editTitle, { name: renamed }) })).toBeVisible();
    await expect(page.getByLabel(form.fields.name, { exact: true })).toHaveValue(renamed);
    await confirmDelete(page, common.actions.delete, form.deleteConfirm);
    await expect(successToast(page)).toContainText(serverText('productDeleted', language));
    await expect(page).toHaveURL(/\/products/);
    await searchList(page, list.searchLabel, renamed, 0);
    await expect(page.getByText(common.table.empty)).toBeVisible();
  });
}
