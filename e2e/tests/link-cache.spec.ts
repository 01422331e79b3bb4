// Issue 22 §2: every link's page reads the same API address (the token travels in X-Link-Token), so
// an answer the browser kept for one link was the answer to the next one. Chromium keeps a 410 as
// fresh for good unless told otherwise: a customer who opened an old, revoked link first saw
// "Länken gäller inte längre" on the newest link too, even after a reload. In one browser context
// (one HTTP cache), an outside venue's and a customer's revoked link, then the newest: it works.
import outsideSv from '../../mf-public/src/i18n/sv/outsideQuote.json' with { type: 'json' };
import presentationSv from '../../mf-public/src/i18n/sv/presentation.json' with { type: 'json' };
import { fill } from './crm-texts';
import { sql } from './database';
import { expect, test } from './fixtures';
import { shot, uniqueName, useLanguage } from './helpers';
import { adminToken, api, demoOpportunity, submittedQuote } from './walk-helpers';

/** The path of the newest link a template mailed to an address. */
async function mailedPath(template: string, to: string, pattern: RegExp): Promise<string> {
  const [mail] = await sql<{ text: string }>(`SELECT text FROM outbox WHERE template = $1 AND to_email = $2 ORDER BY id DESC LIMIT 1`, [template, to]);
  const path = pattern.exec(mail?.text ?? '')?.[0];
  expect(path, `a ${template} link to ${to}`).toBeDefined();
  return path!;
}

const OUTSIDE = /\/email-editquote&id=[A-Za-z0-9_%-]+/;
const PRESENTATION = /\/quote-presention-pre&o=\d+&a=\d+&t=[A-Za-z0-9_%-]+/;
const CUSTOMER = 'johan@berglundkonsult.demo';

test('a revoked link opened first does not spoil the newest one in the same browser', async ({ page }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'sv');
  const request = page.request;
  const token = await adminToken(request);
  const one = async (query: string) => (await sql<{ id: number }>(query))[0]!.id;
  const id = await demoOpportunity(request, token, '2031-11-04');

  // An outside venue is invited, then invited again: the first link is revoked.
  const outsideName = uniqueName('Cachegården');
  const outsideEmail = `${outsideName.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const outside = (await api(request, token, 'POST', `/opportunity/${id}/bidders`, { name: outsideName, email: outsideEmail, language: 'sv' })).data.bidder_id as number;
  await api(request, token, 'POST', `/bidder/${outside}/invitation`);
  const oldQuoteLink = await mailedPath('venue-invitation', outsideEmail, OUTSIDE);
  await api(request, token, 'POST', `/bidder/${outside}/invitation`);
  const newQuoteLink = await mailedPath('venue-invitation', outsideEmail, OUTSIDE);
  expect(newQuoteLink).not.toBe(oldQuoteLink);

  // In the same browser: the old link says so, the new one shows the request.
  await page.goto(oldQuoteLink);
  await expect(page.getByText(outsideSv.link.gone.title, { exact: true })).toBeVisible();
  await page.goto(newQuoteLink);
  // Soft: a failure here still lets the presentation's half run, so one run shows both.
  await expect.soft(page.getByText(fill(outsideSv.venue, { venue: outsideName }))).toBeVisible();
  await expect.soft(page.getByText(outsideSv.link.gone.title, { exact: true })).toHaveCount(0);

  // The demo partner's quote is submitted and presented to the customer, then sent again: the
  // first presentation link is revoked.
  const { bidder: partner } = await submittedQuote(request, token, id, { account_id: await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`) }, 110_000, {
    halls: [{ name: 'Stora salen', size_sqm: 60, capacity: 20, seating: 'u_shaped' }],
  });
  await api(request, token, 'PUT', `/bidder/${partner}/present`, { present: true });
  await api(request, token, 'POST', `/opportunity/${id}/presentation`);
  const oldPresentation = await mailedPath('quote-presentation', CUSTOMER, PRESENTATION);
  await api(request, token, 'POST', `/opportunity/${id}/presentation`);
  const newPresentation = await mailedPath('quote-presentation', CUSTOMER, PRESENTATION);
  expect(newPresentation).not.toBe(oldPresentation);

  await page.goto(oldPresentation);
  await expect(page.getByText(presentationSv.link.gone.title, { exact: true })).toBeVisible();
  const venue = page.getByRole('heading', { name: fill(presentationSv.venue.heading, { position: 1, name: 'Demo Konferenshotell' }) });
  await page.goto(newPresentation);
  await expect.soft(venue).toBeVisible();
  await expect.soft(page.getByText(presentationSv.link.gone.title, { exact: true })).toHaveCount(0);
  // And after a reload.
  await page.reload();
  await expect.soft(venue).toBeVisible();
  await shot(page, 'link-cache-newest-presentation');

  // What the browser was told: nothing of these answers may be kept.
  const answer = await page.request.get('/api/public/presentation', { headers: { 'x-link-token': decodeURIComponent(oldPresentation.replace(/^.*&t=/, '')) } });
  expect(answer.status()).toBe(410);
  expect(answer.headers()['cache-control']).toBe('no-store');
});
