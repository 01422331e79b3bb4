import { setLanguage } from '@portal/platform';
import { json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { aContactPage } from '../../testing/contact-fixture';
import { ContactListPage } from '../contact-list/contact-list-page';
import type { ImportPreview } from './csv-kind';
import { RecordImportExport } from './record-import-export';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const CSV = 'first_name,last_name,email\nKarin,Lund,karin@acme.se\nOlle,Ek,olle@ek.se\nNils,,nils@\n';

const preview: ImportPreview = {
  columns: ['first_name', 'last_name', 'email'],
  total: 3,
  valid: 2,
  duplicates: 1,
  invalid: 1,
  rows: [
    { line: 2, values: { first_name: 'Karin', last_name: 'Lund', email: 'karin@acme.se' }, errors: {}, duplicate_of: null },
    {
      line: 3,
      values: { first_name: 'Olle', last_name: 'Ek', email: 'olle@ek.se' },
      errors: {},
      duplicate_of: { id: 6, name: 'Olle Ek', reason: 'email' },
    },
    {
      line: 4,
      values: { first_name: 'Nils', last_name: '', email: 'nils@' },
      errors: {
        last_name: [{ en: 'The last name is required.', sw: 'Efternamnet måste anges.' }],
        email: [{ en: 'The email must be a valid email address.', sw: 'E-postadressen är inte giltig.' }],
      },
      duplicate_of: null,
    },
  ],
};

/** The dialog's file field (the dialog's code is fetched when the button is used). */
const fileInput = () => screen.findByLabelText('CSV file');
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

describe('RecordImportExport', () => {
  let downloads: string[];
  beforeEach(() => {
    downloads = [];
    // jsdom neither makes object URLs nor downloads; what matters is the file name the link asks for.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:contacts');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("exports what the list shows, with the list's search and filter, as a dated file", async () => {
    setLanguage('en');
    const requests = mockApi({ 'GET /contacts/export': () => new Response('id,first_name\n', { headers: { 'Content-Type': 'text/csv' } }) });
    const user = setupUser();
    renderWithPortal(<RecordImportExport kind="contacts" filters={{ search: 'acme', account_id: 3 }} />);

    await user.click(screen.getByRole('button', { name: /Export CSV/ }));

    await waitFor(() => expect(downloads).toEqual([`contacts-${dayjs().format('YYYY-MM-DD')}.csv`]));
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ search: 'acme', account_id: '3' });
  });

  it('refuses a file over 5 MB in the browser, saying why', async () => {
    setLanguage('en');
    const requests = mockApi({});
    const user = setupUser();
    renderWithPortal(<RecordImportExport kind="contacts" filters={{}} />);

    await user.click(screen.getByRole('button', { name: /Import CSV/ }));
    await user.upload(await fileInput(), new File(['x'.repeat(5_000_001)], 'big.csv', { type: 'text/csv' }));

    expect(await screen.findByText('The file is larger than 5 MB. Split it into several files.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('previews the file row by row, writes nothing until confirmed, then imports and refreshes the list', async () => {
    setLanguage('en');
    let listed = 0;
    const requests = mockApi({
      'GET /contacts': () => {
        listed += 1;
        return json(200, aContactPage([]));
      },
      'POST /contacts/import/preview': () => json(200, { data: preview }),
      'POST /contacts/import': () => json(200, { data: { created: 2, skipped_duplicates: 0, skipped_invalid: 1 }, message: { en: '2 contacts imported', sw: '2 kontakter importerade' } }),
    });
    const user = setupUser();
    renderWithPortal(<ContactListPage />, '/contacts');
    await waitFor(() => expect(listed).toBe(1));

    await user.click(screen.getByRole('button', { name: /Import CSV/ }));
    await user.upload(await fileInput(), new File([CSV], 'contacts.csv', { type: 'text/csv' }));

    const dialog = await screen.findByRole('dialog', { name: 'Import contacts from CSV' });
    const rows = await within(dialog).findByRole('table', { name: 'Rows of the file' });
    expect(posts(requests).map((request) => [request.path, request.body])).toEqual([['/contacts/import/preview', { csv: CSV, skip_duplicates: true }]]);

    const summary = within(dialog).getByRole('group', { name: 'Summary of the file' });
    expect(summary).toHaveTextContent(/Rows\s*3/);
    expect(summary).toHaveTextContent(/New\s*1/);
    expect(summary).toHaveTextContent(/Duplicates\s*1/);
    expect(summary).toHaveTextContent(/Invalid\s*1/);
    const [, karin, olle, nils] = within(rows).getAllByRole('row');
    expect(karin).toHaveTextContent('Karin Lund');
    expect(karin).toHaveTextContent('New');
    expect(olle).toHaveTextContent('Duplicateof “Olle Ek” (same email)');
    expect(nils).toHaveTextContent('Invalidlast_name: The last name is required.');

    // Duplicates are skipped unless the user says otherwise.
    expect(within(dialog).getByRole('checkbox', { name: 'Skip duplicates' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Skip duplicates' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));

    expect(await screen.findByText('2 contacts imported')).toBeInTheDocument();
    expect(posts(requests).at(-1)).toMatchObject({ path: '/contacts/import', body: { csv: CSV, skip_duplicates: false } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listed).toBe(2));
  });

  it("shows why the server could not read the file, in the dialog, and offers no import", async () => {
    setLanguage('sv');
    mockApi({
      'POST /accounts/import/preview': () =>
        json(422, {
          message: 'Error validation',
          errors: { csv: [{ en: 'The file has more than 10 000 rows.', sw: 'Filen har fler än 10 000 rader.' }] },
        }),
    });
    const user = setupUser();
    renderWithPortal(<RecordImportExport kind="accounts" filters={{}} />);

    await user.click(screen.getByRole('button', { name: /Importera CSV/ }));
    await user.upload(screen.getByLabelText('CSV-fil'), new File(['a;b\n1;2\n'], 'accounts.csv', { type: 'text/csv' }));

    const dialog = await screen.findByRole('dialog', { name: 'Importera konton från CSV' });
    expect(await within(dialog).findByText('Filen har fler än 10 000 rader.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Inget att importera' })).toBeDisabled();
    // Quiet: said once, in the dialog, not again as a toast.
    expect(document.querySelector('.portal-toast')).toBeNull();
  });
});
