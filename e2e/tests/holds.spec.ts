// Issue 27 §2's walk, in one language: a hold ends within the week, so the admin's dashboard lists
// it and one click asks the venue to extend; the venue answers on its quote page: without a date
// it is refused on the field, Enter in the date field sends nothing, and the new date is confirmed
// before it goes.
import cardEn from '../../packages/venue-answers/src/preliminary-booking/i18n/en.json' with { type: 'json' };
import cardSv from '../../packages/venue-answers/src/preliminary-booking/i18n/sv.json' with { type: 'json' };
import holdsEn from '../../mf-opportunities/src/i18n/en/holds.json' with { type: 'json' };
import holdsSv from '../../mf-opportunities/src/i18n/sv/holds.json' with { type: 'json' };
import { walkLanguages, fill } from './crm-texts';
import { sql } from './database';
import { adminToken, api, demoOpportunity, submittedQuote } from './walk-helpers';
import { expect, test } from './fixtures';
import { shot, successToast, typeInPicker, uniqueName, useLanguage } from './helpers';

const cardTexts = { sv: cardSv, en: cardEn } as const;
const holdsTexts = { sv: holdsSv, en: holdsEn } as const;
const said = {
  held: { sv: 'Datumen hålls', en: 'The dates are held' },
  extendAsked: { sv: 'Anläggningen har ombetts att förlänga', en: 'The venue is asked to extend' },
} as const;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

for (const language of walkLanguages('sv')) {
  test(`a hold nearing its end is listed, the admin asks to extend, the venue extends after a check and a confirmation (${language})`, async ({ page, signIn }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'staff pages: one desktop walk');
    const card = cardTexts[language].card;
    const h = holdsTexts[language];
    await useLanguage(page, language);
    const token = await adminToken(page.request);
    const name = uniqueName('Hållvandring');
    const id = await demoOpportunity(page.request, token, day(10), { name });
    const hotel = (await sql<{ id: number }>(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`))[0]!.id;
    const { bidder, quoteId } = await submittedQuote(page.request, token, id, { account_id: hotel }, 100_000);
    const booking = (await api(page.request, token, 'POST', `/bidder/${bidder}/preliminary-booking`, { message: 'Kunden behöver några dagar.' })).data;
    // The venue held the dates until three days from now (through the API, as the admin may for it).
    await api(page.request, token, 'POST', `/preliminary-booking/${booking.preliminary_booking_id}/answer`, { response: 'hold', hold_until: day(3) });

    // The admin's dashboard lists the hold ending within the week; one click asks the venue to extend.
    await signIn('admin', '/');
    const list = page.getByRole('list', { name: h.title });
    await expect(list.getByRole('link', { name })).toBeVisible();
    await list.getByRole('button', { name: fill(h.extendLabel, { venue: 'Demo Konferenshotell', opportunity: name }) }).click();
    await expect(successToast(page)).toContainText(said.extendAsked[language]);
    await expect(list.getByRole('listitem').filter({ hasText: name }).getByText(h.extensionAsked)).toBeVisible();
    await shot(page, `holds-dashboard-${language}`);
    expect(await sql(`SELECT id FROM outbox WHERE template = 'preliminary-booking-extend' AND text LIKE $1`, [`%/p-editquote&id=${quoteId}%`])).toHaveLength(1);

    // The venue answers on its quote page: without a date it is refused on the field; Enter in the
    // date field sends nothing; the new date is confirmed before the customer is mailed.
    await signIn('partner', `/p-editquote&id=${quoteId}`);
    await expect(page.getByText(card.extension.split('}}')[1]!.slice(0, 30), { exact: false })).toBeVisible();
    const form = page.getByRole('form', { name: card.form.label });
    await form.getByLabel(card.form.holdUntil, { exact: true }).fill('');
    await form.getByRole('button', { name: card.form.hold, exact: true }).click();
    await expect(form.getByText(card.form.holdUntilRequired)).toBeVisible();
    await typeInPicker(page, card.form.holdUntil, day(8));
    await form.getByRole('button', { name: card.form.hold, exact: true }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: card.holdConfirm.title });
    await expect(confirm).toBeVisible();
    expect(await successToast(page).count()).toBe(0);
    await shot(page, `holds-confirm-${language}`);
    await confirm.getByRole('button', { name: card.holdConfirm.ok, exact: true }).click();
    await expect(successToast(page)).toContainText(said.held[language]);
    expect(await sql(`SELECT status, hold_until::text FROM preliminary_bookings WHERE bidder_id = $1`, [bidder])).toEqual([{ status: 'held', hold_until: day(8) }]);
  });
}
