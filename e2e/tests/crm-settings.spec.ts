import { expect, test, type Page } from './fixtures';
import { walkLanguages, fill, serverText, texts, type Language } from './crm-texts';
import { animationsDone, closeToasts, shot, successToast, toast, uniqueName, useLanguage } from './helpers';

// The admin's pages: every test starts signed in as the demo admin (the login has its own spec).
test.use({ signedInAs: 'admin' });

/** The inline name form of the regions page: the name typed, then its Add button. */
async function addName(page: Page, label: string, name: string, addLabel: string) {
  const form = page.locator('form', { has: page.getByLabel(label, { exact: true }) });
  await page.getByLabel(label, { exact: true }).fill(name);
  await form.getByRole('button', { name: addLabel, exact: true }).click();
  return form;
}

const inUse: Record<Language, string> = {
  en: 'The region cannot be deleted: 1 city refers to it.',
  sv: 'Regionen kan inte tas bort: 1 ort hänvisar till den.',
};

for (const language of walkLanguages('sv')) {
  test(`regions and cities: add, refuse a duplicate, delete (${language})`, async ({ page }) => {
    const { regions: r, common } = texts[language];
    const region = uniqueName('E2E Region');
    const city = uniqueName('E2E Ort');
    await useLanguage(page, language);
    await page.goto('/regions');
    await expect(page.getByRole('heading', { name: r.title, exact: true })).toBeVisible();
    const regions = page.getByRole('table', { name: r.regions.title });
    await expect(regions.getByRole('button', { name: 'Stockholms län', exact: true })).toBeVisible();
    await shot(page, `regions-${language}`);

    // A new region; the same name again is refused by the server, the message next to the field.
    await page.getByRole('button', { name: r.regions.add }).click();
    await addName(page, r.regions.nameLabel, region, r.add);
    await expect(successToast(page)).toContainText(serverText('regionCreated', language));
    await expect(regions.getByRole('button', { name: region, exact: true })).toBeVisible();
    await page.getByRole('button', { name: r.regions.add }).click();
    const again = await addName(page, r.regions.nameLabel, region, r.add);
    await expect(again.locator('.ant-form-item-explain-error')).toHaveText(serverText('regionTaken', language));
    await shot(page, `region-duplicate-${language}`);
    // The refused name is still typed: Cancel asks before it is thrown away.
    await again.getByRole('button', { name: r.cancel }).click();
    // "Leave" once the question stands still: a click while it opens can miss it on a busy machine.
    await expect(page.getByRole('dialog', { name: common.leave.title })).toBeVisible();
    await animationsDone(page);
    await page.getByRole('dialog', { name: common.leave.title }).getByRole('button', { name: common.leave.leave }).click();
    await expect(again).toBeHidden();

    // Its first city; a duplicate city name is refused the same way.
    await regions.getByRole('button', { name: region, exact: true }).click();
    const citiesTitle = fill(r.cities.title, { region });
    await expect(page.getByText(citiesTitle).first()).toBeVisible();
    await expect(page.getByText(r.cities.empty)).toBeVisible();
    await page.getByRole('button', { name: r.cities.add }).click();
    await addName(page, r.cities.nameLabel, city, r.add);
    await expect(successToast(page)).toContainText(serverText('cityCreated', language));
    const cities = page.getByRole('table', { name: citiesTitle });
    await expect(cities.getByRole('cell', { name: city, exact: true })).toBeVisible();
    await page.getByRole('button', { name: r.cities.add }).click();
    const cityAgain = await addName(page, r.cities.nameLabel, city, r.add);
    await expect(cityAgain.locator('.ant-form-item-explain-error')).toHaveText(serverText('cityTaken', language));
    await cityAgain.getByRole('button', { name: r.cancel }).click();
    // "Leave" once the question stands still: a click while it opens can miss it on a busy machine.
    await expect(page.getByRole('dialog', { name: common.leave.title })).toBeVisible();
    await animationsDone(page);
    await page.getByRole('dialog', { name: common.leave.title }).getByRole('button', { name: common.leave.leave }).click();
    await expect(cityAgain).toBeHidden();
    await closeToasts(page);
    await shot(page, `region-cities-${language}`);

    // The region cannot go while its city refers to it; nothing is deleted.
    await page.getByRole('button', { name: fill(r.regions.remove, { name: region }) }).click();
    const confirmRegion = page.locator('.ant-popconfirm:visible');
    await expect(confirmRegion).toContainText(fill(r.regions.deleteConfirm, { name: region }));
    // Clicked once the confirmation stands still: a click while it zooms in can be lost.
    await animationsDone(page);
    await confirmRegion.getByRole('button', { name: r.delete, exact: true }).click();
    await expect(toast(page)).toContainText(inUse[language]);
    // The refusal closes the confirmation.
    await expect(confirmRegion).toBeHidden();
    await closeToasts(page);
    await expect(regions.getByRole('button', { name: region, exact: true })).toBeVisible();
    await expect(cities.getByRole('cell', { name: city, exact: true })).toBeVisible();

    // The city first, then the region.
    await page.getByRole('button', { name: fill(r.cities.remove, { name: city }) }).click();
    const confirmCity = page.locator('.ant-popconfirm:visible');
    await expect(confirmCity).toContainText(fill(r.cities.deleteConfirm, { name: city }));
    // Clicked once the confirmation stands still: a click while it zooms in can be lost.
    await animationsDone(page);
    await confirmCity.getByRole('button', { name: r.delete, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('cityDeleted', language));
    await closeToasts(page);
    await expect(page.getByText(r.cities.empty)).toBeVisible();
    // The same confirmation that was refused above works now.
    await page.getByRole('button', { name: fill(r.regions.remove, { name: region }) }).click();
    await animationsDone(page);
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: r.delete, exact: true }).click();
    await expect(successToast(page)).toContainText(serverText('regionDeleted', language));
    await expect(regions.getByRole('button', { name: region, exact: true })).toHaveCount(0);
  });

  test(`email templates: edit with a variable, preview, save (${language})`, async ({ page }) => {
    const { quotes } = texts[language];
    const e = quotes.emailTemplates;
    const languageName = language === 'sv' ? e.fields.languageSv : e.fields.languageEn;
    const tabLabel = language === 'sv' ? e.dialog.tabs.sv : e.dialog.tabs.en;
    const subject = uniqueName(language === 'sv' ? 'Tack för din förfrågan' : 'Thank you for your request');
    await useLanguage(page, language);
    await page.goto('/email-template');
    await expect(page.getByRole('heading', { name: e.title })).toBeVisible();
    await shot(page, `email-templates-${language}`);

    await page.getByRole('row').filter({ hasText: 'lead-received' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: tabLabel, selected: true })).toBeVisible();
    const subjectField = dialog.getByLabel(fill(e.fields.subject, { language: languageName }), { exact: true });
    await subjectField.fill(`${subject}, `);
    // The variable goes in where the user was typing: at the end of the subject.
    await dialog.getByRole('button', { name: fill(e.variables.insertLabel, { name: '{{first_name}}' }) }).first().click();
    await expect(subjectField).toHaveValue(`${subject}, {{first_name}}`);
    await shot(page, `email-template-edit-${language}`);

    // The preview writes the unsaved text with the example values.
    await dialog.getByRole('tab', { name: e.dialog.tabs.preview }).click();
    const preview = dialog.getByRole('region', { name: tabLabel });
    await expect(preview).toContainText(`${subject}, Sara`, { timeout: 15_000 });
    await expect(preview.locator('iframe')).toBeVisible();
    await shot(page, `email-template-preview-${language}`);

    await dialog.getByRole('button', { name: e.dialog.save }).click();
    await expect(successToast(page)).toContainText(serverText('templateUpdated', language));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'lead-received' })).toContainText(`${subject}, {{first_name}}`);
  });
}
