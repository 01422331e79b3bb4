// Issue 12's walk, in Swedish and English: the admin ticks two submitted quotes and sends the
// presentation → the customer opens the mailed link at phone width, compares and books → thank-you;
// the admin asks the venue for a preliminary booking → the partner holds the dates → the customer
// confirms through the mailed link → the admin marks the opportunity won with that venue in one
// step. Then a tampered, a revoked and an expired presentation link, each explained on the page.
import bookingEn from '../../mf-public/src/i18n/en/preliminaryBooking.json' with { type: 'json' };
import bookingSv from '../../mf-public/src/i18n/sv/preliminaryBooking.json' with { type: 'json' };
import presentationEn from '../../mf-public/src/i18n/en/presentation.json' with { type: 'json' };
import presentationSv from '../../mf-public/src/i18n/sv/presentation.json' with { type: 'json' };
import cardEn from '../../packages/venue-answers/src/preliminary-booking/i18n/en.json' with { type: 'json' };
import cardSv from '../../packages/venue-answers/src/preliminary-booking/i18n/sv.json' with { type: 'json' };
import { walkLanguages, fill, texts, type Language } from './crm-texts';
import { sql } from './database';
import { adminToken, api, demoOpportunity, submittedQuote } from './walk-helpers';
import { expect, test, type Page } from './fixtures';
import { animationsDone, closeToasts, shot, successToast, typeInPicker, uniqueName, useLanguage } from './helpers';

const presentationTexts = { sv: presentationSv, en: presentationEn } as const;
const bookingTexts = { sv: bookingSv, en: bookingEn } as const;
const cardTexts = { sv: cardSv, en: cardEn } as const;

const said = {
  presented: { sv: 'Offerterna har presenterats för kunden', en: 'The quotes are presented to the customer' },
  preliminarySent: { sv: 'Förfrågan om preliminärbokning har skickats', en: 'Preliminary booking sent' },
  held: { sv: 'Datumen hålls', en: 'The dates are held' },
  won: { sv: 'Affärsmöjligheten har markerats som vunnen', en: 'Opportunity won' },
} as const;

type Request = Page['request'];

/** An opportunity of the demo customer with the demo partner's and an outside venue's quotes submitted (through the API). */
async function quotedOpportunity(request: Request, outsideName: string) {
  const token = await adminToken(request);
  const one = async (query: string) => (await sql<{ id: number }>(query))[0]!.id;
  const id = await demoOpportunity(request, token, '2031-11-04');
  const venues = [
    { venue: { account_id: await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`) }, price: 110_000 },
    { venue: { name: outsideName, email: `${outsideName.replace(/\W+/g, '.').toLowerCase()}@example.com`, language: 'sv' }, price: 95_000 },
  ];
  const quotes: number[] = [];
  for (const { venue, price } of venues) {
    const { quoteId } = await submittedQuote(request, token, id, venue, price, {
      // The outside venue's hall is too small: the customer sees it flagged.
      halls: [{ name: 'Stora salen', size_sqm: 60, capacity: price === 95_000 ? 8 : 20, seating: 'u_shaped' }],
    });
    quotes.push(quoteId);
  }
  return { id, partnerQuote: quotes[0]!, token };
}

/** The path of the newest link a template mailed to the customer's contact. */
async function mailedPath(template: string, pattern: RegExp): Promise<string> {
  const [mail] = await sql<{ text: string }>(`SELECT text FROM outbox WHERE template = $1 AND to_email = 'johan@berglundkonsult.demo' ORDER BY id DESC LIMIT 1`, [template]);
  const path = pattern.exec(mail?.text ?? '')?.[0];
  expect(path, `a ${template} link`).toBeDefined();
  return path!;
}

const PRESENTATION = /\/quote-presention-pre&o=\d+&a=\d+&t=[A-Za-z0-9_%-]+/;
const PRELIMINARY = /\/preliminary-booking&o=\d+&q=\d+&c_id=\d+&b_id=\d+&p_id=\d+&t=[A-Za-z0-9_%-]+/;

for (const language of walkLanguages('sv')) {
  test(`the customer compares and books, the venue holds the dates, the customer confirms, the admin marks it won (${language})`, async ({ page, signIn }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the walk changes the viewport itself: phone for the customer, desktop for the staff');
    test.setTimeout(240_000);
    const v = texts[language].opportunities.venues;
    const p = presentationTexts[language];
    const b = bookingTexts[language];
    const card = cardTexts[language].card;
    const outsideName = uniqueName('Kustgården');
    await useLanguage(page, language);
    const { id, partnerQuote } = await quotedOpportunity(page.request, outsideName);

    // The admin ticks both quotes and sends the presentation.
    await signIn('admin', `/edit-opportunity-${id}`);
    for (const name of ['Demo Konferenshotell', outsideName]) {
      // The tick is the server's: it shows once the answer is back.
      await page.getByRole('checkbox', { name: fill(v.present.label, { name }) }).click();
      await expect(page.getByRole('checkbox', { name: fill(v.present.label, { name }) })).toBeChecked();
    }
    await page.getByRole('button', { name: v.presentation.send }).click();
    const send = page.getByRole('dialog', { name: v.presentation.dialog.title });
    await expect(send).toContainText(outsideName);
    await shot(page, `presentation-send-${language}`);
    await send.getByRole('button', { name: v.presentation.dialog.ok, exact: true }).click();
    await expect(successToast(page)).toContainText(said.presented[language]);
    await closeToasts(page);

    // The customer opens the mailed link on a phone: both venues, the small hall flagged, the comparison.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(await mailedPath('quote-presentation', PRESENTATION));
    await expect(page.getByRole('heading', { name: p.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: fill(p.venue.heading, { position: 1, name: 'Demo Konferenshotell' }) })).toBeVisible();
    await expect(page.getByRole('heading', { name: fill(p.venue.heading, { position: 2, name: outsideName }) })).toBeVisible();
    await expect(page.getByRole('region', { name: p.comparison.label })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Booking without a choice is refused on the page.
    await page.getByRole('button', { name: p.book.button, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: p.book.required })).toBeVisible();
    await page.getByRole('checkbox', { name: fill(p.venue.chooseLabel, { name: 'Demo Konferenshotell' }) }).check();
    await shot(page, `presentation-phone-${language}`);
    // The same page at a desktop's width, for the screenshots (issue 25: 390 and 1440 px in sv and en).
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, `presentation-desktop-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: p.book.button, exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: p.book.confirm.irreversible });
    await expect(confirm).toBeVisible();
    await shot(page, `presentation-confirm-${language}`);
    await confirm.getByRole('button', { name: p.book.confirm.ok, exact: true }).click();
    await expect(page.getByRole('heading', { name: p.thanks.title })).toBeVisible();
    // Customers cannot log in: the thank-you leads to their request page; the login link is the venues'.
    await expect(page.getByRole('button', { name: p.thanks.followRequest })).toBeVisible();
    await expect(page.getByRole('link', { name: p.thanks.venueLogin })).toHaveAttribute('href', '/login');
    await shot(page, `presentation-booked-${language}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, `presentation-booked-desktop-${language}`);
    const booked = await sql(`SELECT v.bidder_id FROM presentation_venues v JOIN presentations p ON p.id = v.presentation_id WHERE p.opportunity_id = $1 AND v.booked`, [id]);
    expect(booked).toHaveLength(1);

    // Back at the desk, the admin sees the booking and asks the venue to hold the dates.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/edit-opportunity-${id}`);
    await expect(page.getByText(v.booked, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: v.preliminary.request }).first().click();
    const ask = page.getByRole('dialog', { name: fill(v.preliminary.requestTitle, { name: 'Demo Konferenshotell' }) });
    await ask.getByLabel(v.preliminary.message).fill('Kunden vill ha svar i veckan.');
    await ask.getByRole('button', { name: v.preliminary.send, exact: true }).click();
    await expect(successToast(page)).toContainText(said.preliminarySent[language]);

    // The partner holds the dates on its quote page.
    await signIn('partner', `/p-editquote&id=${partnerQuote}`);
    await expect(page.getByRole('heading', { name: card.title })).toBeVisible();
    await expect(page.getByText('Kunden vill ha svar i veckan.')).toBeVisible();
    await page.getByLabel(card.form.additionalInformation).fill('Vi håller även grupprummet.');
    // The date typed as a keyboard user does (Enter only takes the date); the hold is confirmed before it goes.
    await typeInPicker(page, card.form.holdUntil, '2031-10-20');
    await page.getByRole('button', { name: card.form.hold, exact: true }).click();
    await page.getByRole('tooltip').getByRole('button', { name: card.holdConfirm.ok, exact: true }).click();
    await expect(successToast(page)).toContainText(said.held[language]);
    await shot(page, `preliminary-held-${language}`);

    // The customer confirms through the mailed link, on the phone again.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(await mailedPath('preliminary-booking-held', PRELIMINARY));
    await expect(page.getByRole('heading', { name: b.title, level: 1 })).toBeVisible();
    await expect(page.getByText('Vi håller även grupprummet.')).toBeVisible();
    await page.getByRole('button', { name: b.answer.confirm, exact: true }).click();
    const answer = page.getByRole('dialog');
    await answer.getByLabel(b.answer.comment).fill('Vi ser fram emot det!');
    await shot(page, `preliminary-answer-${language}`);
    await answer.getByRole('button', { name: b.answer.confirmDialog.ok, exact: true }).click();
    await expect(page.getByRole('heading', { name: b.thanks.confirmed.title })).toBeVisible();
    await shot(page, `preliminary-confirmed-${language}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, `preliminary-confirmed-desktop-${language}`);

    // The admin marks the opportunity won with that venue in one step.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn('admin', `/edit-opportunity-${id}`);
    // The venue row's own button: the win dialog opens with that venue chosen.
    await page.getByRole('table').getByRole('button', { name: v.preliminary.win, exact: true }).click();
    const win = page.getByRole('dialog').filter({ hasText: v.win.choose });
    await expect(win.getByRole('radio', { name: /^Demo Konferenshotell/ })).toBeChecked();
    // Once the dialog stands still: a click while it zooms in can land beside the moving button.
    await animationsDone(page);
    await win.getByRole('button', { name: v.win.ok }).click();
    await expect(successToast(page)).toContainText(said.won[language]);
    const [decided] = await sql<{ status: string }>(`SELECT status FROM opportunities WHERE id = $1`, [id]);
    expect(decided!.status).toBe('won');
  });
}

test('a tampered, a revoked and an expired presentation link each say so and how to get a new one', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the customer reads links on a phone');
  const p = presentationSv;
  const { id, token } = await quotedOpportunity(page.request, uniqueName('Havsbaden'));
  for (const bidder of (await api(page.request, token, 'GET', `/get-bidder/${id}`)).data) {
    await api(page.request, token, 'PUT', `/bidder/${bidder.bidder_id}/present`, { present: true });
  }
  await api(page.request, token, 'POST', `/opportunity/${id}/presentation`);
  const first = await mailedPath('quote-presentation', PRESENTATION);

  await page.goto(first.replace(/.{4}$/, 'AAAA'));
  await expect(page.getByText(p.link.invalid.title, { exact: true })).toBeVisible();
  await expect(page.getByText(p.link.newLink)).toBeVisible();

  // Sent again: the first link is revoked.
  await api(page.request, token, 'POST', `/opportunity/${id}/presentation`);
  const second = await mailedPath('quote-presentation', PRESENTATION);
  expect(second).not.toBe(first);
  await page.goto(first);
  await expect(page.getByText(p.link.gone.title, { exact: true })).toBeVisible();
  await shot(page, 'presentation-link-revoked');

  // The live one, once expired.
  await sql(`UPDATE capability_links SET expires_at = now() - interval '1 minute' WHERE purpose = 'presentation_view' AND subject_id = $1 AND revoked_at IS NULL`, [id]);
  await page.goto(second);
  await expect(page.getByText(p.link.gone.title, { exact: true })).toBeVisible();
});
