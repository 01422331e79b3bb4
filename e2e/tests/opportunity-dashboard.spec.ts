import dashboardEn from '../../mf-opportunities/src/i18n/en/dashboard.json' with { type: 'json' };
import dashboardSv from '../../mf-opportunities/src/i18n/sv/dashboard.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { shot, useLanguage } from './helpers';
import { walkLanguages } from './crm-texts';

// The admin's pages: every test starts signed in as the demo admin (the login has its own spec).
test.use({ signedInAs: 'admin' });

const texts = { sv: dashboardSv, en: dashboardEn } as const;

for (const language of walkLanguages('en')) {
  test(`the admin dashboard: open opportunities by stage, won this month and the weekly chart (${language})`, async ({ page }) => {
    const d = texts[language];
    await useLanguage(page, language);
    await page.goto('/');

    const open = page.locator('.ant-card', { has: page.getByText(d.open.title, { exact: true }) });
    const stages = open.getByRole('list', { name: d.open.stagesLabel });
    await expect(stages).toBeVisible({ timeout: 15_000 });
    for (const stage of ['new_request', 'venues_invited', 'quotes_in'] as const) {
      const link = stages.getByRole('link', { name: new RegExp(`^${d.open.stages[stage]}\\s*[\\d\\s\\u00a0,]+$`) });
      await expect(link).toHaveAttribute('href', '/opportunity?view=board');
    }
    await expect(open.getByRole('link', { name: d.open.showBoard })).toHaveAttribute('href', '/opportunity?view=board');

    const won = page.locator('.ant-card', { has: page.getByText(d.won.title, { exact: true }) });
    await expect(won).toBeVisible();
    // Either the count with its value in kronor, or the sentence for a month with no win yet.
    await expect(won.locator('.ant-card-body')).toContainText(language === 'sv' ? /kr|Ingen affärsmöjlighet har vunnits/ : /SEK|No opportunity has been won/);

    const chart = page.locator('.ant-card', { has: page.getByText(d.chart.title, { exact: true }) });
    await expect(chart).toBeVisible();
    // The seed creates opportunities now: the chart has bars, with its summary and its table for screen readers.
    await expect(chart.locator('figcaption')).toContainText(language === 'sv' ? /de senaste 12 veckorna/ : /the last 12 weeks/);
    const table = chart.getByRole('table', { name: d.chart.tableCaption });
    await expect(table.getByRole('row')).toHaveCount(13);
    await shot(page, `opportunity-dashboard-${language}`);

    await stages.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/opportunity\?view=board$/);

    // On a phone the cards stack and the chart keeps its 12 weeks.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(chart.getByTestId('week-bars').locator('> div')).toHaveCount(12);
    const box = await chart.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await shot(page, `opportunity-dashboard-phone-${language}`);
  });
}
