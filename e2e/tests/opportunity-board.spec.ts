import boardEn from '../../mf-opportunities/src/i18n/en/board.json' with { type: 'json' };
import boardSv from '../../mf-opportunities/src/i18n/sv/board.json' with { type: 'json' };
import opportunitiesEn from '../../mf-opportunities/src/i18n/en/opportunities.json' with { type: 'json' };
import opportunitiesSv from '../../mf-opportunities/src/i18n/sv/opportunities.json' with { type: 'json' };
import { sql } from './database';
import { expect, test } from './fixtures';
import { shot, uniqueName, useLanguage } from './helpers';
import { walkLanguages } from './crm-texts';

// The admin's pages: every test starts signed in as the demo admin (the login has its own spec).
test.use({ signedInAs: 'admin' });

const board = { sv: boardSv, en: boardEn } as const;
const opportunityTexts = { sv: opportunitiesSv, en: opportunitiesEn } as const;

/**
 * A deal presented to the customer, owned by the demo admin, with two submitted quotes (the
 * lower 42 000 kr ex VAT). Written to the database as the venues' answers are elsewhere
 * (database.ts); the presentation row is what sending it leaves behind. The stage follows by
 * itself (migration 0027's triggers).
 */
async function presentedDeal(name: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `WITH customer AS (SELECT id FROM accounts WHERE type = 'Customer' ORDER BY id LIMIT 1),
       admin AS (SELECT id FROM users WHERE email = 'admin@demo.test'),
       o AS (INSERT INTO opportunities (name, account_id, owner_id, status, vat_basis, conference_type, start_date, end_date, participants)
             SELECT $1, customer.id, admin.id, 'open', 'ex', 'day', current_date + 60, current_date + 60, 20 FROM customer, admin RETURNING id)
     SELECT id FROM o`,
    [name],
  );
  const id = row!.id;
  for (const [k, total] of [[1, 4_200_000], [2, 5_100_000]] as const) {
    const [bidder] = await sql<{ id: number }>(
      `INSERT INTO bidders (opportunity_id, outside_name, outside_email, outside_language, index_priority) VALUES ($1, $2, $3, 'sv', $4) RETURNING id`,
      [id, `Tavlans hotell ${k}`, `tavla${k}.${id}@example.se`, k],
    );
    await sql(
      `INSERT INTO quotes (bidder_id, opportunity_id, status, submitted_at, total_ex_vat, total_inc_vat) VALUES ($1, $2, 'submitted', now(), $3::bigint, $3::bigint * 112 / 100)`,
      [bidder!.id, id, total],
    );
  }
  await sql(`INSERT INTO presentations (opportunity_id) VALUES ($1)`, [id]);
  return id;
}
const countPattern = { sv: /\(\d+ affärsmöjlighet(er)?\)|\(Fler än/, en: /\(\d+ opportunit(y|ies)\)|\(More than/ } as const;

for (const language of walkLanguages('en')) {
  test(`the opportunity board: switch from the list, a column per open stage with its count, open a card (${language})`, async ({ page }) => {
    const b = board[language];
    await useLanguage(page, language);
    await page.goto('/opportunity');
    await page.getByText(b.view.board, { exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=board/);

    for (const stage of ['new_request', 'venues_invited', 'quotes_in', 'presented', 'customer_chose', 'preliminary_booked', 'won', 'lost', 'closed'] as const) {
      const heading = page.getByRole('heading', { name: new RegExp(`^${b.board.stages[stage]}`) });
      await expect(heading).toBeVisible();
      await expect(heading).toContainText(countPattern[language]);
    }
    await shot(page, `opportunity-board-${language}`);

    // The demo data has open opportunities: the first card of the first column that has one opens its page.
    const card = page.locator('section ul li a').first();
    await expect(card).toBeVisible();
    const name = (await card.textContent()) ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/edit-opportunity-\d+$/);
    await expect(page.getByText(name).first()).toBeVisible();

    // Back on a phone: the columns scroll sideways, the switch is kept in the URL.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/opportunity?view=board');
    await expect(page.getByRole('heading', { name: new RegExp(`^${b.board.stages.quotes_in}`) })).toBeVisible();
    await shot(page, `opportunity-board-phone-${language}`);
  });
}

for (const language of walkLanguages('sv')) {
  test(`the board: a presented deal in its column with its value and owner; dropped on lost it asks why (${language})`, async ({ page }) => {
    const b = board[language];
    const o = opportunityTexts[language];
    const name = uniqueName('Tavlans affär');
    await presentedDeal(name);
    await useLanguage(page, language);
    await page.goto('/opportunity?view=board');

    const presented = page.getByRole('list', { name: new RegExp(`^${b.board.stages.presented}`) });
    const card = presented.getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible({ timeout: 15_000 });
    // The lower submitted quote, in the request's basis (ex VAT); the owner; today's activity.
    await expect(card).toContainText(language === 'sv' ? /42\s000,00\skr exkl\. moms/ : /SEK\s?42,000\.00 ex VAT/);
    await expect(card).toContainText(b.board.owner.replace('{{name}}', ''));
    await expect(card).toContainText(b.board.lastActivity_zero);
    await shot(page, `opportunity-board-presented-${language}`);

    // Dragged: the allowed moves appear as drop zones; dropped on lost, the reason is asked first.
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 40, { steps: 4 });
    const lost = page.locator('[data-drop="lost"]');
    await expect(lost).toBeVisible();
    await expect(page.locator('[data-drop="won"]')).toBeVisible();
    const target = (await lost.boundingBox())!;
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 6 });
    await shot(page, `opportunity-board-dragging-${language}`);
    await page.mouse.up();

    const dialog = page.getByRole('dialog', { name: o.opportunity.actions.lose.title.replace('{{name}}', name) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(o.opportunity.actions.lose.reason)).toBeVisible();
    await shot(page, `opportunity-board-lost-dialog-${language}`);
    await dialog.getByLabel(o.opportunity.lostReason.changed_dates).check();
    await dialog.getByRole('button', { name: o.opportunity.actions.lose.ok }).click();
    await expect(dialog).toBeHidden();
    const lostColumn = page.getByRole('list', { name: new RegExp(`^${b.board.stages.lost}`) });
    await expect(lostColumn.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  });
}
