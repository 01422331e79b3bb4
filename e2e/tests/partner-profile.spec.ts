// The venue's own pages: its account (read-only) and its profile (what customers see), reached from
// the user menu, saved and read back. Swedish (partners are switched to Swedish at login), at desktop
// and at 390 px.
import partnerSv from '../../mf-partner/src/i18n/sv/partner.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { closeToasts, shot, successToast, uniqueName } from './helpers';

const p = partnerSv.profile;

// partner2's venue: the quote walk uses partner@demo.test's. Signed in from the start (the login has its own spec).
test.use({ signedInAs: 'partner2' });

test('a partner reads its account and edits its venue profile with a hall', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/p-account');
  await expect(page.getByText(partnerSv.account.managedNotice)).toBeVisible();
  await expect(page.getByText('Sjöviks Herrgård').first()).toBeVisible();
  await shot(page, `partner-account-${testInfo.project.name}`);

  await page.goto('/partner-profile');
  const title = uniqueName('Herrgård vid sjön');
  await page.getByLabel(p.fields.title, { exact: true }).fill(title);
  await page.getByLabel(p.fields.comments.meals, { exact: true }).fill('Närproducerat från gårdarna runt Siljan.');
  await page.getByRole('button', { name: p.halls.add }).click();
  await page.getByLabel(p.halls.fields.name, { exact: true }).last().fill('Sjösalen');
  await page.getByLabel(p.halls.fields.capacity, { exact: true }).last().fill('40');
  await page.getByRole('button', { name: 'Spara', exact: true }).click();
  await expect(successToast(page)).toBeVisible();
  await closeToasts(page);
  await page.reload();
  await expect(page.getByLabel(p.fields.title, { exact: true })).toHaveValue(title);
  await expect(page.getByLabel(p.halls.fields.name, { exact: true }).last()).toHaveValue('Sjösalen');
  await shot(page, `partner-profile-${testInfo.project.name}`);
});
