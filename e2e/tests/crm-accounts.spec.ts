import { expect, test, type Page } from './fixtures';
import { deflateSync } from 'node:zlib';
import { walkLanguages, fill, serverText, texts } from './crm-texts';
import { closeToasts, confirmDelete, searchList, shot, successToast, toast, uniqueName, useLanguage } from './helpers';

// The admin's pages: every test starts signed in as the demo admin (the login has its own spec).
test.use({ signedInAs: 'admin' });

/** A Swedish organisation number no other run uses, with a correct Luhn control digit. */
function organisationNumber(): string {
  const nine = `5569${String(Date.now()).slice(-5)}`;
  let sum = 0;
  for (let index = 0; index < nine.length; index += 1) {
    const product = Number(nine[index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  const control = (10 - (sum % 10)) % 10;
  return `${nine.slice(0, 6)}-${nine.slice(6)}${control}`;
}

/** A small, valid PNG: a 16×16 square of one colour. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [26, 95, 122]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The hidden file input of an ImageUpload field, named like the field. */
const fileInput = (page: Page, label: string) => page.locator(`input[type="file"][aria-label="${label}"]`);

/** An image has arrived in the browser (not a broken one). */
async function expectLoaded(image: ReturnType<Page['locator']>) {
  await expect(image).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
}

for (const language of walkLanguages('en')) {
  test(`accounts: create, search, edit and delete (${language})`, async ({ page }) => {
    const { accounts: a, common } = texts[language];
    const company = uniqueName(language === 'sv' ? 'E2E Kund AB' : 'E2E Customer Ltd');
    const number = organisationNumber();
    await useLanguage(page, language);

    await page.goto('/accounts');
    await expect(page.getByRole('heading', { name: a.list.title })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Nordisk Energi AB' })).toBeVisible();
    await shot(page, `accounts-list-${language}`);

    await page.getByRole('link', { name: a.list.add }).click();
    await expect(page).toHaveURL(/\/add-account$/);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(page.getByText(a.validation.required).first()).toBeVisible();
    await page.getByLabel(a.fields.company_name, { exact: true }).fill(company);
    // A wrong control digit: said next to the field, in the page's language.
    const corporateNumber = page.getByLabel(a.fields.corporate_number, { exact: true });
    await corporateNumber.fill('556123-4568');
    const numberItem = page.locator('.ant-form-item', { has: corporateNumber });
    await expect(numberItem.locator('.ant-form-item-explain-error')).toContainText(a.validation.organisationNumber);
    await shot(page, `account-add-invalid-number-${language}`);
    await corporateNumber.fill(number);
    await expect(numberItem.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await page.getByLabel(a.fields.email, { exact: true }).fill(`info.${Date.now()}@example.com`);
    await page.getByLabel(a.fields.phone, { exact: true }).fill('08-555 000 11');
    await shot(page, `account-add-${language}`);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('accountCreated', language));
    await expect(page).toHaveURL(/\/edit-account-\d+$/);
    await expect(page.getByRole('heading', { name: company })).toBeVisible();

    await page.goto('/accounts');
    // The organisation number is a wide-screen column (1600 px and up): the search finds the account by it.
    await searchByNumber(page, a.list.searchLabel, number, company);
    await searchList(page, a.list.searchLabel, company);
    await expect(page.getByRole('row').filter({ hasText: 'Nordisk Energi AB' })).toHaveCount(0);

    await page.getByRole('row').filter({ hasText: company }).click();
    await expect(page.getByRole('heading', { name: company })).toBeVisible();
    await expect(page.getByLabel(a.fields.corporate_number, { exact: true })).toHaveValue(number);
    await page.getByLabel(a.fields.phone, { exact: true }).fill('08-555 999 22');
    await shot(page, `account-edit-${language}`);
    await page.getByRole('button', { name: common.actions.save, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('accountUpdated', language));
    await expect(page).toHaveURL(/\/accounts/);
    await searchList(page, a.list.searchLabel, company);

    // The phone is a list column from 1600 px: the reopened form shows it.
    await page.getByRole('row').filter({ hasText: company }).click();
    await expect(page.getByLabel(a.fields.phone, { exact: true })).toHaveValue('08-555 999 22');
    await closeToasts(page);
    await confirmDelete(page, common.actions.delete, a.form.deleteConfirm);
    await expect(successToast(page)).toContainText(serverText('accountDeleted', language));
    await expect(page).toHaveURL(/\/accounts/);
    await searchList(page, a.list.searchLabel, company, 0);
  });
}

test('a partner account gets a main image whose thumbnail shows; oversize and fake images are refused', async ({ page }) => {
  const { accounts: a, common } = texts.en;
  const company = uniqueName('E2E Venue AB');
  await useLanguage(page, 'en');
  await page.goto('/add-account');
  // A button-style radio: its label is what one clicks.
  await page.locator('label.ant-radio-button-wrapper', { hasText: a.types.Partner }).click();
  await expect(page.getByRole('radio', { name: a.types.Partner })).toBeChecked();
  await page.getByLabel(a.fields.company_name, { exact: true }).fill(company);
  await page.getByLabel(a.fields.venue_name, { exact: true }).fill(`${company} Hotel`);

  await fileInput(page, a.fields.main_image_id).setInputFiles({ name: 'venue.png', mimeType: 'image/png', buffer: png() });
  await expectLoaded(page.getByRole('img', { name: fill(common.imageUpload.imageAlt, { label: a.fields.main_image_id, number: 1 }) }));

  // Too large: turned away in the browser, saying why.
  const moreImages = fill(a.fields.image_ids, { max: 20 });
  const huge = Buffer.alloc(30 * 1024 * 1024 + 1);
  await fileInput(page, moreImages).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  const moreGroup = page.getByRole('group', { name: moreImages });
  await expect(moreGroup.getByRole('alert')).toHaveText(fill(common.imageUpload.tooBig, { name: 'huge.png', max: 30 }));
  // Named and typed as a PNG but not one: the server checks the content and says so next to the field.
  await fileInput(page, moreImages).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really an image') });
  await expect(moreGroup.getByRole('alert')).toHaveText(`fake.png: ${serverText('notImage', 'en')}`, { timeout: 15_000 });
  await expect(moreGroup.locator('img')).toHaveCount(0);
  await shot(page, 'account-images-en');

  await page.getByRole('button', { name: common.actions.save, exact: true }).click();
  await expect(successToast(page)).toContainText(serverText('accountCreated', 'en'));
  await expect(page).toHaveURL(/\/edit-account-\d+$/);
  await expectLoaded(page.getByRole('img', { name: fill(common.imageUpload.imageAlt, { label: a.fields.main_image_id, number: 1 }) }));

  // The list shows the thumbnail next to the company.
  await page.goto('/accounts');
  await searchList(page, a.list.searchLabel, company);
  await expectLoaded(page.getByRole('row').filter({ hasText: company }).locator('img'));
  await shot(page, 'accounts-list-thumbnail-en');
});

test('an account that contacts refer to is not deleted, and says why (sv)', async ({ page }) => {
  const { accounts: a, common } = texts.sv;
  await page.goto('/accounts');
  await searchList(page, a.list.searchLabel, 'Nordisk Energi AB');
  await page.getByRole('row').filter({ hasText: 'Nordisk Energi AB' }).click();
  await expect(page.getByRole('heading', { name: 'Nordisk Energi AB' })).toBeVisible();
  const url = page.url();
  await confirmDelete(page, common.actions.delete, a.form.deleteConfirm);
  await expect(toast(page)).toContainText(serverText('accountInUse', 'sv'));
  await expect(toast(page)).toContainText(/kontakt/);
  await shot(page, 'account-delete-refused-sv');
  expect(page.url()).toBe(url);
  await page.goto('/accounts');
  await searchList(page, a.list.searchLabel, 'Nordisk Energi AB');
  await page.goto('/contacts');
  await searchList(page, texts.sv.contacts.list.searchLabel, 'sara.lindqvist@nordiskenergi.demo');
});

test('a CSV import shows a duplicate in the preview, then imports only the new account (en)', async ({ page }) => {
  const { importExport: io, accounts: a } = texts.en;
  const company = uniqueName('E2E Imported AB');
  const number = organisationNumber();
  const csv = ['type,company_name,corporate_number,email', 'Customer,E2E Copy of the hotel,556123-4567,', `Customer,${company},${number},import@example.com`, ''].join('\n');
  await useLanguage(page, 'en');
  await page.goto('/accounts');
  await page.getByRole('button', { name: io.import }).click();
  const dialog = page.getByRole('dialog', { name: io.title.accounts });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(io.file.label).setInputFiles({ name: 'accounts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const rows = dialog.getByRole('table', { name: io.tableLabel });
  const duplicate = rows.getByRole('row').filter({ hasText: '556123-4567' });
  await expect(duplicate).toContainText(io.status.duplicate, { timeout: 15_000 });
  await expect(duplicate).toContainText(`(same ${io.reason.corporate_number})`);
  await expect(rows.getByRole('row').filter({ hasText: company })).toContainText(io.status.new);
  await expect(dialog.getByRole('checkbox', { name: io.skipDuplicates })).toBeChecked();
  await shot(page, 'accounts-import-preview-en');

  await dialog.getByRole('button', { name: fill(io.importCount_one, { count: 1 }) }).click();
  await expect(successToast(page)).toContainText(serverText('oneAccountImported', 'en'));
  await expect(dialog).toBeHidden();
  await searchByNumber(page, a.list.searchLabel, number, company);
  await searchList(page, a.list.searchLabel, 'E2E Copy of the hotel', 0);
});

/** Searches the accounts by organisation number (not a column at 1440 px) and expects exactly the one company. */
async function searchByNumber(page: Page, label: string, number: string, company: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(number);
  await box.press('Enter');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await expect(rows.filter({ hasText: company })).toHaveCount(1);
}
