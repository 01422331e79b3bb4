/** Accounts to pick from, as a module would map `GET /accounts?search=…` for RecordSelect. */
export const demoAccounts = [
  'Hotell Tylösand',
  'Vann Spa Hotell & Konferens',
  'Hooks Herrgård',
  'Yasuragi',
  'Södra Berget',
  'Bommersvik',
  'Sigtunahöjden',
  'Stjärnvik Hotell & Konferens',
  'Skogshem & Wijk',
  'Högberga Gård',
  'Åkerblads',
  'Tammsvik Herrgård',
].map((label, index) => ({ value: index + 1, label }));

/** Searches the demo accounts like the server, after a short wait. */
export function searchDemoAccounts(search: string, delayMs = 400): Promise<{ value: number; label: string }[]> {
  const text = search.toLowerCase();
  return new Promise((resolve) =>
    setTimeout(() => resolve(demoAccounts.filter((account) => account.label.toLowerCase().includes(text)).slice(0, 8)), delayMs),
  );
}
