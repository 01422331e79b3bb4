// What a customer meets on /send-request, and whether the admin's lists fit a laptop screen (issue 8:
// defects 1, 4, 6, 10 and 14). The playwright config runs this file at 1440 px (desktop) and again
// at 390 px (phone); the lists are an admin's and are checked at their own widths, once.
import { expect, test, type Page } from './fixtures';
import { pickOption, shot, typeInPicker, useLanguage } from './helpers';

const DRAFT_KEY = 'portal.public.sendRequestDraft';

const TEXTS = {
  sv: {
    overnight: 'Konferens med övernattning',
    start: 'Startdatum',
    end: 'Slutdatum',
    arrival: 'Ankomsttid',
    firstName: 'Förnamn',
    email: 'E-post',
    participants: 'Antal deltagare',
    submit: 'Skicka förfrågan',
    restored: 'Vi har fyllt i det du skrev förra gången.',
    clear: 'Rensa formuläret',
    range: 'Ange ett värde från 1 till 10 000.',
    quarterHour: 'Välj en tid på hel kvart, t.ex. 09:00, 09:15, 09:30 eller 09:45.',
  },
  en: {
    overnight: 'Conference with overnight stay',
    start: 'Start date',
    end: 'End date',
    arrival: 'Arrival time',
    firstName: 'First name',
    email: 'Email',
    participants: 'Number of participants',
    submit: 'Send request',
    restored: 'We have filled in what you typed last time.',
    clear: 'Clear the form',
    range: 'Enter a value from 1 to 10,000.',
    quarterHour: 'Choose a time on the quarter hour, e.g. 09:00, 09:15, 09:30 or 09:45.',
  },
} as const;

const nextYear = new Date().getFullYear() + 1;

/** The message under the field labelled `label`. */
function errorOf(page: Page, label: string) {
  return page.locator('.plain-field', { has: page.getByLabel(label, { exact: true }) }).locator('.plain-field-error');
}

/** Errors thrown in the page (a render crash is one) are collected, to be asserted empty. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const language of ['sv', 'en'] as const) {
  const text = TEXTS[language];

  test(`the request form survives a cleared start date and keeps what was typed (${language})`, async ({ page }, testInfo) => {
    const width = testInfo.project.name;
    const errors = collectPageErrors(page);
    await useLanguage(page, language);
    await page.goto('/send-request');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, `after-send-request-${width}-${language}`);

    await page.getByLabel(text.firstName, { exact: true }).fill('Eva');
    await page.getByLabel(text.email, { exact: true }).fill('eva.draft@example.com');
    await page.getByRole('radio', { name: text.overnight }).check();
    await typeInPicker(page, text.start, `${nextYear}-03-10`);
    await expect(page.getByLabel(text.end, { exact: true })).toHaveValue(`${nextYear}-03-10`);

    // Defect 1: empty the start date, then open the end date. The dates are the browser's own
    // fields (@portal/plain): the first tap opens the phone's own picker.
    await expect(page.getByLabel(text.start, { exact: true })).toHaveAttribute('type', 'date');
    await page.getByLabel(text.start, { exact: true }).fill('');
    await expect(page.getByLabel(text.start, { exact: true })).toHaveValue('');
    await page.getByLabel(text.end, { exact: true }).click();
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue('Eva');
    await expect(page.getByLabel(text.end, { exact: true })).toHaveValue(`${nextYear}-03-10`);
    await shot(page, `after-send-request-cleared-start-${width}-${language}`);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);

    // Defect 6: numbers and times are refused with a reason, never changed.
    await page.getByLabel(text.participants, { exact: true }).fill('-5');
    await typeInPicker(page, text.arrival, '09:07');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(errorOf(page, text.participants)).toHaveText(text.range);
    await expect(page.getByLabel(text.participants, { exact: true })).toHaveValue('-5');
    await expect(errorOf(page, text.arrival)).toHaveText(text.quarterHour);
    await expect(page.getByLabel(text.arrival, { exact: true })).toHaveValue('09:07');

    // The draft: back after a reload (or a crash, or a closed tab), until the customer clears it.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('eva.draft@example.com');
    await page.reload();
    await expect(page.getByText(text.restored)).toBeVisible();
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue('Eva');
    await expect(page.getByLabel(text.email, { exact: true })).toHaveValue('eva.draft@example.com');
    await expect(page.getByRole('radio', { name: text.overnight })).toBeChecked();
    await expect(page.getByLabel(text.end, { exact: true })).toHaveValue(`${nextYear}-03-10`);
    await expect(page.getByLabel(text.participants, { exact: true })).toHaveValue('-5');
    await shot(page, `after-send-request-restored-${width}-${language}`);

    await page.getByRole('button', { name: text.clear }).click();
    await expect(page.getByText(text.restored)).toHaveCount(0);
    await expect(page.getByLabel(text.firstName, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(text.firstName, { exact: true })).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    expect(errors).toEqual([]);
  });
}

test('a sent request thanks the customer in their words and leaves nothing in the browser (en)', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/send-request');
  await page.getByLabel('First name', { exact: true }).fill('Eva');
  await page.getByLabel('Last name', { exact: true }).fill(`Draft${Date.now() % 100000}`);
  await page.getByLabel('Email', { exact: true }).fill('eva.sent@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('+46 70 123 45 67');
  await page.getByRole('radio', { name: 'Day conference' }).check();
  await typeInPicker(page, 'Start date', `${nextYear}-04-14`);
  await typeInPicker(page, 'Arrival time', '09:00');
  await typeInPicker(page, 'Departure time', '16:00');
  await page.getByLabel('Number of participants', { exact: true }).fill('12');
  await page.getByRole('radio', { name: 'Boardroom' }).check();
  await pickOption(page, 'Region', 'Stockholms län');
  await pickOption(page, 'City', 'Solna');
  await page.getByRole('radio', { name: 'Including VAT' }).check();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('eva.sent@example.com');

  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Thank you for your request!')).toBeVisible();
  await expect(page.getByText('We have received your request and will get back to you as soon as we can.')).toBeVisible();
  // Defect 10: the staff's word for a request never reaches the customer.
  await expect(page.locator('main')).not.toContainText(/\blead\b/i);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();

  // Leaving the page writes a draft still waiting for its turn (pagehide): after a reload there is none.
  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
  await expect(page.getByText('We have filled in what you typed last time.')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
});

/** How far the table is wider than the room it has (0: it fits), and cells whose dates are cut. */
async function overflowOf(page: Page) {
  return page.locator('.ant-table').first().evaluate((wrapper) => {
    const table = wrapper.querySelector('table')!;
    const container = wrapper.querySelector<HTMLElement>('.ant-table-content, .ant-table-body') ?? wrapper;
    const cutDates = Array.from(wrapper.querySelectorAll('tbody td'))
      .filter((cell) => cell.querySelector('time') && cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => cell.textContent);
    return {
      sideways: Math.max(table.scrollWidth - container.clientWidth, container.scrollWidth - container.clientWidth, 0),
      pageSideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      cutDates,
    };
  });
}

const LISTS = [
  { path: '/leads', name: 'leads', columns: ['Inkommen', 'Namn', 'Företag', 'Konferensdatum', 'Deltagare', 'Ort och region', 'Status'] },
  { path: '/accounts', name: 'accounts', columns: ['Företag', 'Anläggning', 'Typ', 'E-post', 'Ansvarig', 'Skapat'] },
  { path: '/tasks', name: 'tasks', columns: ['Ämne', 'Förfallodatum', 'Prioritet', 'Status', 'Tilldelad', 'Kopplad till', 'Skapad'] },
  { path: '/email-template', name: 'email-templates', columns: ['Mall', 'Ämne', 'Ändrad'] },
];

test('the lists fit a laptop screen and degrade on a phone, with dates never cut', async ({ page, signIn }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The admin lists are checked at their own widths, once.');
  // Twelve pages, each loaded and measured.
  test.setTimeout(240_000);
  await signIn('admin');
  for (const width of [1440, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const list of LISTS) {
      await page.goto(list.path);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
      const overflow = await overflowOf(page);
      expect(overflow, `${list.path} at ${width} px`).toEqual({ sideways: 0, pageSideways: 0, cutDates: [] });
      if (width >= 1280) {
        // Every column a laptop shows is inside the screen, none hidden off its right edge.
        for (const column of list.columns) {
          const header = page.getByRole('columnheader', { name: column, exact: true });
          await expect(header, `${column} on ${list.path} at ${width} px`).toBeInViewport();
        }
      }
      if (width !== 1280) await shot(page, `after-${list.name}-${width}`);
    }
  }
});
