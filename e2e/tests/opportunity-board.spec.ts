import boardEn from '../../mf-opportunities/src/i18n/en/board.json' with { type: 'json' };
import boardSv from '../../mf-opportunities/src/i18n/sv/board.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { shot, useLanguage } from './helpers';

// The admin's pages: every test starts signed in as the demo admin (the login has its own spec).
test.use({ signedInAs: 'admin' });

const board = { sv: boardSv, en: boardEn } as const;
const countPattern = { sv: /\(\d+ affärsmöjlighet(er)?\)|\(Fler än/, en: /\(\d+ opportunit(y|ies)\)|\(More than/ } as const;

for (const language of ['sv', 'en'] as const) {
  test(`the opportunity board: switch from the list, a column per open stage with its count, open a card (${language})`, async ({ page }) => {
    const b = board[language];
    await useLanguage(page, language);
    await page.goto('/opportunity');
    await page.getByText(b.view.board, { exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=board/);

    for (const stage of ['new_request', 'venues_invited', 'quotes_in'] as const) {
      const heading = page.getByRole('heading', { name: new RegExp(b.board.stages[stage]) });
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

    // Back on a phone: the columns stack, the switch is kept in the URL.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/opportunity?view=board');
    await expect(page.getByRole('heading', { name: new RegExp(b.board.stages.quotes_in) })).toBeVisible();
    await shot(page, `opportunity-board-phone-${language}`);
  });
}
