// Issue 13's walk, in Swedish and English: a win makes the commission (upcoming) → the event is
// over (time moved forward in the database, the portal's own sweep job run) → to report, the venue
// mailed its link → the admin sends a reminder now → the partner opens the mailed link and reports
// fewer rooms than quoted → the admin sees the new amount and the difference → invoiced → received.
// Then a venue that never reports: reminded at each due step, and invoiced on the quote after the last.
// And an outside venue (no login) that reports through the link its mail carries (issue 27 §4).
import adminEn from '../../mf-commissions/src/i18n/en/commissions.json' with { type: 'json' };
import adminSv from '../../mf-commissions/src/i18n/sv/commissions.json' with { type: 'json' };
import reportEn from '../../mf-partner/src/i18n/en/partnerCommission.json' with { type: 'json' };
import reportSv from '../../mf-partner/src/i18n/sv/partnerCommission.json' with { type: 'json' };
import { walkLanguages, fill, type Language } from './crm-texts';
import { sql } from './database';
import { adminToken, api, demoOpportunity, submittedQuote } from './walk-helpers';
import { expect, test, type Page } from './fixtures';
import { animationsDone, closeToasts, searchList, shot, successToast, uniqueName, useLanguage } from './helpers';

const adminTexts = { sv: adminSv, en: adminEn } as const;
const reportTexts = { sv: reportSv, en: reportEn } as const;

type Request = Page['request'];

/** An opportunity won with the demo partner's submitted quote (through the API): its commission's id. */
async function wonOpportunity(request: Request, name: string): Promise<{ id: number; commission: number }> {
  const token = await adminToken(request);
  const one = async (query: string) => (await sql<{ id: number }>(query))[0]!.id;
  const id = await demoOpportunity(request, token, '2031-09-08', { name });
  const venue = await one(`SELECT id FROM accounts WHERE company_name = 'Demo Konferenshotell'`);
  const { bidder } = await submittedQuote(request, token, id, { account_id: venue }, 100_000, { commission_bp: 1000 });
  await api(request, token, 'POST', `/opportunity/${id}/win`, { bidder_id: bidder });
  const [commission] = await sql<{ id: number }>(`SELECT id FROM commissions WHERE opportunity_id = $1`, [id]);
  expect(commission, 'the win made a commission').toBeDefined();
  return { id, commission: commission!.id };
}

/** An opportunity won by an outside venue (a name and an email, no account) at 10 %: its commission's id. */
async function wonByOutsideVenue(request: Request, name: string, email: string): Promise<number> {
  const token = await adminToken(request);
  const id = await demoOpportunity(request, token, '2031-09-15', { name });
  const { bidder } = await submittedQuote(request, token, id, { name: 'Skärgårdsvillan', email, language: 'sv' }, 100_000, { commission_bp: 1000 });
  await api(request, token, 'POST', `/opportunity/${id}/win`, { bidder_id: bidder });
  const [commission] = await sql<{ id: number }>(`SELECT id FROM commissions WHERE opportunity_id = $1`, [id]);
  expect(commission, 'the win made a commission').toBeDefined();
  return commission!.id;
}

/** Runs the portal's commission sweep now, as its quarter-hourly schedule would, and waits for it to finish. */
async function sweep(): Promise<void> {
  const [job] = await sql<{ id: string }>(`INSERT INTO pgboss.job (name, data, policy) VALUES ('commission-sweep', '{}', 'singleton') RETURNING id`);
  await expect
    .poll(async () => (await sql<{ state: string }>(`SELECT state::text FROM pgboss.job WHERE name = 'commission-sweep' AND id = $1`, [job!.id]))[0]?.state, {
      timeout: 30_000,
    })
    .toBe('completed');
}

async function commissionRow(id: number) {
  const [row] = await sql<{ status: string; reminders_sent: number; quote_amount: string; reported_amount: string | null; invoiced_on_quote: boolean }>(
    `SELECT status, reminders_sent, quote_amount, reported_amount, invoiced_on_quote FROM commissions WHERE id = $1`,
    [id],
  );
  return row!;
}

/** The event is over: its dates two days back, as if time had moved forward. */
async function eventIsOver(id: number): Promise<void> {
  await sql(`UPDATE commissions SET event_start = current_date - 3, event_end = current_date - 2 WHERE id = $1`, [id]);
}

async function mailsFor(id: number, template: string): Promise<string[]> {
  const rows = await sql<{ text: string }>(`SELECT text FROM outbox WHERE template = $1 AND text LIKE $2 ORDER BY id`, [template, `%/p-editCommission&id=${id}%`]);
  return rows.map((row) => row.text);
}

/** An amount as either language writes it: 1 200,00 kr in Swedish, SEK 1,200.00 in English. */
function money(ore: number): RegExp {
  const kronor = Math.floor(ore / 100).toLocaleString('en-US').replace(/,/g, '[\\s,\u00a0\u202f]?');
  return new RegExp(`${kronor}[.,]${String(ore % 100).padStart(2, '0')}`);
}

/** An action of the commission's page, confirmed in its pop-up confirmation. */
async function confirmAction(page: Page, button: string, title: string, ok: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const confirmation = page.locator('.ant-popover, [role=dialog]').filter({ hasText: title });
  // OK once the confirmation stands still: a click while it opens can miss it on a busy machine.
  await expect(confirmation.getByRole('button', { name: ok, exact: true })).toBeVisible();
  await animationsDone(page);
  await confirmation.getByRole('button', { name: ok, exact: true }).click();
  await expect(successToast(page)).toBeVisible();
  await closeToasts(page);
}

for (const language of walkLanguages('en')) {
  test(`a won deal's commission: to report, reminded, reported by the venue with fewer rooms, invoiced and received (${language})`, async ({ page, signIn }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the walk is the staff\'s and the venue\'s at their desks');
    test.setTimeout(240_000);
    const a = adminTexts[language];
    const r = reportTexts[language];
    const name = uniqueName('Provisionsmötet');
    await useLanguage(page, language);
    const { commission } = await wonOpportunity(page.request, name);
    expect((await commissionRow(commission)).status).toBe('upcoming');

    // The admin finds it among the upcoming ones.
    await signIn('admin', '/commission?filter=upcoming');
    await searchList(page, a.list.searchLabel, name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(a.status.upcoming);
    await shot(page, `commission-list-${language}`);

    // The event is over: the sweep asks the venue to report, with its link.
    await eventIsOver(commission);
    await sweep();
    expect((await commissionRow(commission)).status).toBe('to_report');
    const [request] = await mailsFor(commission, 'commission-report-request');
    expect(request, 'the venue is asked to report').toBeDefined();

    // The admin reminds the venue now.
    await page.goto(`/edit-commission-${commission}`);
    // The module's first page of the run: its code is fetched now.
    await expect(page.getByRole('heading', { name: fill(a.detail.title, { title: name }) })).toBeVisible({ timeout: 30_000 });
    await confirmAction(page, a.detail.actions.remind, fill(a.detail.actions.remindTitle, { venue: 'Demo Konferenshotell' }), a.detail.actions.remindOk);
    expect(await mailsFor(commission, 'commission-reminder')).toHaveLength(1);
    expect((await commissionRow(commission)).reminders_sent).toBe(1);

    // The partner follows the mailed link and reports two rooms fewer than quoted.
    const link = /\/p-editCommission&id=\d+/.exec(request!)![0];
    await signIn('partner', link);
    await expect(page.getByText(r.notice.toReport.title, { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radio', { name: r.status.conducted }).check();
    const quantities = page.getByRole('region', { name: r.lines.tableLabel }).getByRole('textbox');
    const first = quantities.first();
    const quoted = Number((await first.inputValue()).replace(/\s/g, ''));
    expect(quoted).toBeGreaterThan(2);
    await first.fill(String(quoted - 2));
    await page.getByLabel(r.form.invoiceInformation).fill('Faktura 2031-118, 2031-09-12');
    await shot(page, `commission-report-${language}`);
    await page.getByRole('button', { name: r.form.submit, exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: r.confirm.text });
    await confirm.getByRole('button', { name: r.confirm.ok, exact: true }).click();
    await expect(successToast(page)).toBeVisible();
    await expect(page.getByText(r.notice.submitted.title, { exact: true })).toBeVisible();
    const reported = await commissionRow(commission);
    expect(reported.status).toBe('reported');
    const difference = Number(reported.reported_amount) - Number(reported.quote_amount);
    expect(difference).toBeLessThan(0);

    // The admin sees the new amount and the difference, invoices and marks it received.
    await signIn('admin', `/edit-commission-${commission}`);
    const amounts = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: a.detail.amounts.title, exact: true }) });
    await expect(amounts).toContainText(money(Number(reported.reported_amount)));
    await expect(amounts).toContainText(money(Number(reported.quote_amount)));
    await expect(amounts).toContainText(money(Math.abs(difference)));
    await shot(page, `commission-reported-${language}`);
    await confirmAction(page, a.detail.actions.invoice, a.detail.actions.invoiceTitle, a.detail.actions.invoiceOk);
    expect((await commissionRow(commission)).status).toBe('invoiced');
    await confirmAction(page, a.detail.actions.receive, a.detail.actions.receiveTitle, a.detail.actions.receiveOk);
    expect((await commissionRow(commission)).status).toBe('received');
    await page.goto('/commission?filter=received');
    await searchList(page, a.list.searchLabel, name);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(a.status.received);
  });
}

test('a venue that never reports is reminded at each due step and invoiced on the quote after the last', async ({ page, signIn }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once');
  test.setTimeout(180_000);
  const a = adminSv;
  const name = uniqueName('Tystnaden');
  await useLanguage(page, 'sv');
  const { commission } = await wonOpportunity(page.request, name);
  await eventIsOver(commission);
  await sweep();
  expect((await commissionRow(commission)).status).toBe('to_report');
  const { commission_reminders: reminders } = (await sql<{ commission_reminders: number }>(`SELECT commission_reminders FROM settings LIMIT 1`))[0]!;
  // Each reminder falls due (time moved forward to it); a sweep before then sends nothing.
  for (let sent = 1; sent <= reminders; sent += 1) {
    await sweep();
    expect((await commissionRow(commission)).reminders_sent).toBe(sent - 1);
    await sql(`UPDATE commissions SET next_reminder_at = now() - interval '1 minute' WHERE id = $1`, [commission]);
    await sweep();
    expect((await commissionRow(commission)).reminders_sent).toBe(sent);
  }
  expect(await mailsFor(commission, 'commission-reminder')).toHaveLength(reminders);
  await sql(`UPDATE commissions SET next_reminder_at = now() - interval '1 minute' WHERE id = $1`, [commission]);
  await sweep();
  const invoiced = await commissionRow(commission);
  expect(invoiced).toMatchObject({ status: 'invoiced', invoiced_on_quote: true });
  expect(await mailsFor(commission, 'commission-invoiced-on-quote')).toHaveLength(1);

  await signIn('admin', `/edit-commission-${commission}`);
  await expect(page.getByText(a.detail.amounts.invoicedOnQuote)).toBeVisible({ timeout: 30_000 });
  await shot(page, 'commission-invoiced-on-quote');
});

for (const language of walkLanguages('sv')) {
  test(`an outside venue reports through the mailed link, without a login, and the admin sees it reported (${language})`, async ({ page, signIn }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the walk sets the phone width itself');
    test.setTimeout(90_000);
    const a = adminTexts[language];
    const r = reportTexts[language];
    const email = `${uniqueName('rapport').replace(/\s/g, '-').toLowerCase()}@skargard.example`;
    await useLanguage(page, language);
    const commission = await wonByOutsideVenue(page.request, uniqueName('Skärgårdsmötet'), email);
    await eventIsOver(commission);
    await sweep();
    const [mail] = await sql<{ text: string }>(`SELECT text FROM outbox WHERE template = 'commission-report-request' AND to_email = $1`, [email]);
    const link = /\/email-editCommission&id=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
    expect(link, 'the mail carries the report link').toBeDefined();

    // The venue opens the link on its phone (no session): the partner's report page, stacked.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link!);
    await expect(page.getByText(r.notice.toReport.title, { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radio', { name: r.status.conducted }).check();
    const first = page.getByRole('list', { name: r.lines.tableLabel }).getByRole('textbox').first();
    const quoted = Number((await first.inputValue()).replace(/\s/g, ''));
    await first.fill(String(Math.max(0, quoted - 1)));
    await page.getByLabel(r.form.invoiceInformation).fill('Faktura 77, 2031-09-20');
    await shot(page, `commission-outside-report-phone-${language}`);
    await page.getByRole('button', { name: r.form.submit, exact: true }).click();
    await page.getByRole('dialog').filter({ hasText: r.confirm.text }).getByRole('button', { name: r.confirm.ok, exact: true }).click();
    // The notice says who reported: the venue itself (it has no user).
    await expect(page.getByRole('alert').filter({ hasText: r.notice.submitted.title })).toContainText('Skärgårdsvillan');
    expect((await commissionRow(commission)).status).toBe('reported');

    // The admin sees it reported, by the venue.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn('admin', `/edit-commission-${commission}`);
    await expect(page.getByText(a.status.reported, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Faktura 77, 2031-09-20')).toBeVisible();
    const reportedBy = page.getByRole('rowheader', { name: a.detail.report.reportedBy, exact: true }).locator('xpath=following-sibling::td[1]');
    await expect(reportedBy).toContainText('Skärgårdsvillan');
    await shot(page, `commission-outside-reported-${language}`);
  });
}
