// Issue 27 §1's walk, in one language: a per-person package ("Heldagskonferens", 20 persons at
// 695 kr/person) on a two-day request reaches the venue's form as 20 persons (never "2" or "40"),
// and, answered with a 10 % discount, the customer's presentation at 390 px reads "20 personer ×
// 695,00 kr − 10 % = 12 510,00 kr" with nothing cut and no sideways scroll of the page.
import commonEn from '../../packages/platform/src/i18n/locales/en/common.json' with { type: 'json' };
import commonSv from '../../packages/platform/src/i18n/locales/sv/common.json' with { type: 'json' };
import formEn from '../../packages/venue-answers/src/quote-response/i18n/en.json' with { type: 'json' };
import formSv from '../../packages/venue-answers/src/quote-response/i18n/sv.json' with { type: 'json' };
import presentationEn from '../../mf-public/src/i18n/en/presentation.json' with { type: 'json' };
import presentationSv from '../../mf-public/src/i18n/sv/presentation.json' with { type: 'json' };
import { fill, walkLanguages } from './crm-texts';
import { sql } from './database';
import { expect, test } from './fixtures';
import { shot, useLanguage } from './helpers';
import { adminToken, api, demoOpportunity } from './walk-helpers';

const common = { sv: commonSv, en: commonEn } as const;
const form = { sv: formSv, en: formEn } as const;
const presentation = { sv: presentationSv, en: presentationEn } as const;
const PRESENTATION = /\/quote-presention-pre&o=\d+&a=\d+&t=[A-Za-z0-9_%-]+/;
/** Digits as a pattern that takes any grouping space ("12 510,00" / "12,510.00"). */
const amount = (text: string) => new RegExp(text.replace(/[ ,.]/g, '[\\s\\u00a0\\u202f,.]'));

for (const language of walkLanguages('sv')) {
  test(`a discounted per-person package reads right for the venue and the customer at 390 px (${language})`, async ({ page, signIn }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the walk sets the phone width itself');
    test.setTimeout(90_000);
    const c = common[language].lines;
    const p = presentation[language];
    await useLanguage(page, language);
    const token = await adminToken(page.request);
    // Two days, one night for 12; the package is asked "every day" (no day), which must not double it.
    const id = await demoOpportunity(page.request, token, '2031-10-14');
    await api(page.request, token, 'PUT', `/opportunity/${id}/items`, {
      items: [{ kind: 'product', product_id: null, name: 'Heldagskonferens', day: null, quantity: 20, room_size: null, seating: null, price_per_person: 69_500, minimum_price: 0, start_price: 0, comment: null }],
    });
    const [partner] = await sql<{ id: number }>(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
    const bidder = (await api(page.request, token, 'POST', `/opportunity/${id}/bidders`, { account_id: partner!.id })).data.bidder_id as number;
    const quoteId = (await api(page.request, token, 'POST', `/bidder/${bidder}/invitation`)).data.quote_id as number;

    // The venue, on a phone: the package in its unit, 20 persons asked.
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('partner', `/p-editquote&id=${quoteId}`);
    const packageLine = page.getByRole('group', { name: `Heldagskonferens · ${c.unit.person}` });
    await expect(packageLine).toContainText(fill(form[language].lines.requestedText, { formatted: fill(c.quantity.person_other, { formatted: 20 }) }));
    await expect(page.getByRole('group', { name: new RegExp(`· ${c.unit.room_night}$`) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, `quote-lines-venue-phone-${language}`);
    await packageLine.screenshot({ path: `test-results/screenshots/quote-lines-venue-package-${language}.png` });

    // The venue's answer (through the API, as the other walks): the package at 695 kr with 10 % off.
    const quote = (await api(page.request, token, 'GET', `/quote/${quoteId}`)).data;
    await api(page.request, token, 'POST', `/quote/${quoteId}/submit`, {
      responder_name: 'Eva Ek',
      responder_phone: '070-123 45 67',
      responder_email: 'eva@venue.example',
      responded_accordingly: true,
      lines: quote.lines.map((line: { id: number; name: string }) =>
        line.name === 'Heldagskonferens' ? { id: line.id, price: 69_500, ordinary_price: 75_000, discount_bp: 1000 } : { id: line.id, price: 100_000 },
      ),
    });
    await api(page.request, token, 'PUT', `/bidder/${bidder}/present`, { present: true });
    await api(page.request, token, 'POST', `/opportunity/${id}/presentation`);

    // The customer opens the mailed link on the phone: the summary and the line read right.
    const [mail] = await sql<{ text: string }>(`SELECT text FROM outbox WHERE template = 'quote-presentation' AND to_email = 'johan@berglundkonsult.demo' ORDER BY id DESC LIMIT 1`);
    await page.goto(PRESENTATION.exec(mail!.text)![0]);
    await page.getByRole('button', { name: fill(p.venue.moreLabel, { name: 'Demo Konferenshotell' }) }).click();
    const lines = page.getByRole('region', { name: fill(p.venue.lines.label, { name: 'Demo Konferenshotell' }) });
    // On a phone each line is a block of its own (the wide table is for wider screens).
    const row = lines.getByRole('listitem').filter({ hasText: 'Heldagskonferens' });
    await expect(row).toContainText(c.unit.person);
    await expect(row).toContainText(fill(c.quantity.person_other, { formatted: 20 }));
    await expect(row).toContainText(amount(language === 'sv' ? '625,50' : '625.50')); // 695 kr − 10 %
    await expect(row).toContainText(amount(language === 'sv' ? '12 510,00' : '12,510.00'));
    await expect(row).toContainText(c.discounted.split('}}').pop()!.trim()); // "rabatt" / "discount"
    await expect(row).toContainText(fill(c.ordinary, { price: '' }).trim());
    // The room line reads as it does everywhere.
    await expect(lines.getByRole('listitem').filter({ hasText: c.unit.room_night })).toHaveCount(1);
    // Nothing cut: the lines fit their region (which is keyboard-reachable should it scroll), the page never scrolls sideways.
    await expect(lines).toHaveAttribute('tabindex', '0');
    expect(await lines.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await lines.scrollIntoViewIfNeeded();
    await shot(page, `quote-lines-presentation-phone-${language}`);
    await lines.screenshot({ path: `test-results/screenshots/quote-lines-presentation-lines-${language}.png` });
    await page.getByRole('region', { name: p.comparison.label }).screenshot({ path: `test-results/screenshots/quote-lines-comparison-${language}.png` });
  });
}
