// Issue 27 §3's walk (one language, the customer at 390 px): the presentation mailed to the
// customer carries the link to their request page; the customer opens it, sees where the request
// stands and the next step, and sends a question; the admin finds it as a note on the
// opportunity. A tampered request link and a legacy preliminary-booking link without its token
// show the one link-unavailable page.
import requestEn from '../../mf-public/src/i18n/en/customerRequest.json' with { type: 'json' };
import requestSv from '../../mf-public/src/i18n/sv/customerRequest.json' with { type: 'json' };
import bookingEn from '../../mf-public/src/i18n/en/preliminaryBooking.json' with { type: 'json' };
import bookingSv from '../../mf-public/src/i18n/sv/preliminaryBooking.json' with { type: 'json' };
import { walkLanguages } from './crm-texts';
import { sql } from './database';
import { adminToken, api, demoOpportunity, submittedQuote } from './walk-helpers';
import { expect, test } from './fixtures';
import { shot, useLanguage } from './helpers';

const requestTexts = { sv: requestSv, en: requestEn } as const;
const bookingTexts = { sv: bookingSv, en: bookingEn } as const;
const REQUEST_LINK = /\/my-request&id=[A-Za-z0-9_%-]+/;

for (const language of walkLanguages('sv')) {
  test(`the customer follows the request by its mailed link and asks a question; the admin sees the note (${language})`, async ({ page, signIn }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the walk sets the viewport itself: phone for the customer, desktop for the admin');
    const r = requestTexts[language];
    await useLanguage(page, language);
    const token = await adminToken(page.request);
    const id = await demoOpportunity(page.request, token, '2031-09-16');
    const hotel = (await sql<{ id: number }>(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`))[0]!.id;
    const { bidder } = await submittedQuote(page.request, token, id, { account_id: hotel }, 120_000, {
      halls: [{ name: 'Stora salen', size_sqm: 60, capacity: 20, seating: 'u_shaped' }],
    });
    await api(page.request, token, 'PUT', `/bidder/${bidder}/present`, { present: true });
    await api(page.request, token, 'POST', `/opportunity/${id}/presentation`);
    const [mail] = await sql<{ text: string }>(`SELECT text FROM outbox WHERE template = 'quote-presentation' AND to_email = 'johan@berglundkonsult.demo' ORDER BY id DESC LIMIT 1`);
    const link = REQUEST_LINK.exec(mail!.text)![0];

    // The customer, on a phone: the stage, the next step, a question.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: r.title, level: 1 })).toBeVisible();
    const steps = page.getByRole('region', { name: r.steps.title });
    await expect(steps.locator('[aria-current="step"]')).toContainText(r.steps.presented);
    await expect(page.getByText(r.next.presentation)).toBeVisible();
    await expect(page.getByRole('button', { name: r.next.presentationButton })).toBeVisible();
    await expect(page.getByRole('button', { name: r.noneSuits.send })).toBeVisible();
    const question = `Finns det laddstolpar för elbilar? ${id}`;
    await page.getByLabel(r.question.label, { exact: true }).fill(question);
    await page.getByRole('button', { name: r.question.send }).click();
    await expect(page.getByText(r.question.sent)).toBeVisible();
    await expect(page.getByText(question)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, `customer-request-phone-${language}`);

    // A tampered request link and a legacy link without its token: the one link-unavailable page.
    await page.goto(link.replace(/.{4}$/, 'AAAA'));
    await expect(page.getByText(r.link.invalid.title, { exact: true })).toBeVisible();
    await expect(page.getByText(r.link.newLink)).toBeVisible();
    await shot(page, `customer-request-tampered-phone-${language}`);
    await page.goto('/preliminary-booking&o=1&q=1&c_id=1&b_id=1&p_id=1');
    await expect(page.getByText(bookingTexts[language].link.invalid.title, { exact: true })).toBeVisible();
    await expect(page.getByText(bookingTexts[language].link.newLink)).toBeVisible();
    await shot(page, `legacy-link-phone-${language}`);

    // The admin finds the question as a note on the opportunity.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn('admin', `/edit-opportunity-${id}`);
    await expect(page.getByRole('link', { name: /Fråga från kunden|Question from the customer/ }).first()).toBeVisible();
    await shot(page, `customer-request-note-admin-${language}`);
    const notes = await sql<{ comment: string }>(`SELECT comment FROM notes WHERE opportunity_id = $1`, [id]);
    expect(notes.map((note) => note.comment)).toContain(question);
  });
}
