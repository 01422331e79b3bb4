import { ApiError, describeProblem } from '@portal/api-client';
import { setLanguage } from '@portal/platform';
import { atScreenWidth, renderWithPortal } from '@portal/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote, QuoteFile, QuoteResponseInput } from './quote-form-values';
import { QuoteResponseForm, type QuoteResponseFormProps } from './quote-response-form';
import { aQuote, aQuoteFile, aQuoteLine } from './testing/a-quote';

function setupUser() {
  // jsdom's style computation makes user-event's pointer check very slow on antd forms.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
}

type User = ReturnType<typeof setupUser>;

/** Types a whole text at once (a paste): one change instead of one per character, which antd forms in jsdom make slow. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const validation = (errors: Record<string, unknown[]>) =>
  new ApiError(describeProblem(422, 'Unprocessable Entity', { message: 'Error validation', errors }));

/** The page around the form: holds the quote as the query cache would, and answers each call. */
function Harness({ initial, ...props }: Partial<QuoteResponseFormProps> & { initial: Quote }) {
  const [quote, setQuote] = useState(initial);
  return (
    <QuoteResponseForm
      quote={quote}
      onSave={async () => quote}
      onSubmit={async () => {
        const submitted: Quote = { ...quote, status: 'submitted', submitted_at: '2031-02-03T10:15:00Z', actions: { edit: false, submit: false, deny: false, extend_deadline: false } };
        setQuote(submitted);
        return submitted;
      }}
      onDeny={async () => undefined}
      onUpload={async (file, kind) => {
        const stored = aQuoteFile({ id: 200 + quote.files.length, kind, name: file.name, url: `/api/files/${file.name}`, thumbnail_url: kind === 'image' ? `/api/files/t-${file.name}` : null });
        setQuote((current) => ({ ...current, files: [...current.files, stored] }));
        return stored;
      }}
      onRemoveFile={async (file: QuoteFile) => setQuote((current) => ({ ...current, files: current.files.filter((other) => other.id !== file.id) }))}
      {...props}
    />
  );
}

function renderForm(initial: Quote, props: Partial<QuoteResponseFormProps> = {}) {
  return renderWithPortal(<Harness initial={initial} {...props} />);
}

/** A quote with two lines to price: 20 single room nights at 12 % and 2 conference days at 25 %. */
function twoLineQuote(overrides: Partial<Quote> = {}): Quote {
  return aQuote({
    lines: [
      aQuoteLine({ id: 1, kind: 'single_room', name: 'Enkelrum', vat_kind: 'accommodation', vat_rate_bp: 1200, requested_quantity: 20 }),
      aQuoteLine({ id: 2, kind: 'meal', name: 'Lunch', vat_kind: 'food', vat_rate_bp: 1200, requested_quantity: 80 }),
    ],
    ...overrides,
  });
}

beforeEach(() => setLanguage('sv'));

// A whole quote form in jsdom is slow to render and type into, more so on a busy two-core machine
// (15–30 s measured for the longest test while other work ran): more room than the package's 30 s.
const SLOW = { timeout: 90_000 };

describe('QuoteResponseForm on a wide screen', SLOW, () => {
  atScreenWidth(1600);

  it('shows the request and works the totals out live as prices are typed', async () => {
    const user = setupUser();
    renderForm(twoLineQuote());

    const request = screen.getByRole('region', { name: 'Förfrågan' });
    expect(within(request).getByText('Deltagare').nextElementSibling ?? within(request).getByText('Deltagare').closest('th')!.nextElementSibling).toHaveTextContent('40 personer');
    expect(within(request).getByText('Ankomst 09:00, avresa 16:00')).toBeInTheDocument();
    expect(within(request).getByText('Leksand, Dalarna')).toBeInTheDocument();
    expect(within(request).getByText(/Vi vill gärna ha utsikt över sjön/)).toBeInTheDocument();
    expect(within(request).getByText('Behöver ni projektor?')).toBeInTheDocument();
    expect(within(request).getByText('40 personer, U-bord')).toBeInTheDocument();

    const table = screen.getByRole('region', { name: 'Offertens rader' });
    expect(within(table).getByRole('columnheader', { name: 'Pris (ex moms)' })).toBeInTheDocument();
    // The offered quantity starts as the requested one.
    expect(screen.getByLabelText('Erbjudet antal, Enkelrum per rum och natt')).toHaveValue('20');

    await fill(user, screen.getByLabelText('Pris (ex moms), Enkelrum per rum och natt'), '1099');
    const totals = screen.getByLabelText('Totalt');
    // 20 × 1 099 kr = 21 980 kr ex; 12 % VAT 2 637,60 kr.
    // The totals follow as soon as the form has taken the value in.
    expect(await within(table).findByText('21 980,00 kr')).toBeInTheDocument();
    expect(within(table).getByText('24 617,60 kr')).toBeInTheDocument();
    expect(totals).toHaveTextContent(/Totalt ex moms\s*21\s980,00\skr/);
    expect(totals).toHaveTextContent(/Moms\s*2\s637,60\skr/);

    // A discount and a changed quantity on another line add up, each line rounded on its own.
    await fill(user, screen.getByLabelText('Pris (ex moms), Lunch per person och dag'), '425,50');
    await fill(user, screen.getByLabelText('Rabatt %, Lunch per person och dag'), '5');
    // 80 × 425,50 kr − 5 % = 32 338 kr ex, 12 % VAT 3 880,56 kr.
    expect(await within(table).findByText('32 338,00 kr')).toBeInTheDocument();
    expect(totals).toHaveTextContent(/Totalt ex moms\s*54\s318,00\skr/);
    expect(totals).toHaveTextContent(/Totalt inkl. moms\s*60\s836,16\skr/);
  });

  it('labels the prices inc VAT and takes the VAT out of them when the customer asked so', async () => {
    const user = setupUser();
    renderForm(twoLineQuote({ vat_basis: 'inc' }));
    const table = screen.getByRole('region', { name: 'Offertens rader' });
    expect(within(table).getByRole('columnheader', { name: 'Pris (inkl. moms)' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Pris (inkl. moms), Enkelrum per rum och natt'), '1120');
    // 20 × 1 120 kr inc 12 % = 22 400 kr inc, 20 000 kr ex.
    expect(await within(table).findByText('20 000,00 kr')).toBeInTheDocument();
    expect(within(table).getByText('22 400,00 kr')).toBeInTheDocument();
  });
});

describe('QuoteResponseForm', SLOW, () => {
  it('shows every line as a block of its own on a phone', () => {
    renderForm(twoLineQuote());
    expect(screen.queryByRole('region', { name: 'Offertens rader' })).not.toBeInTheDocument();
    const lunch = screen.getByRole('group', { name: /Lunch · per person och dag/ });
    expect(within(lunch).getByLabelText('Pris (ex moms)')).toBeInTheDocument();
    expect(within(lunch).getByLabelText('Rätter')).toBeInTheDocument();
    expect(within(lunch).getByText('Efterfrågat: 80 persondagar · moms 12 %')).toBeInTheDocument();
  });

  it('says the commission comes from the agreement only where there is one (an outside venue has none)', () => {
    const { unmount } = renderForm(twoLineQuote({ commission_bp: 1000 }));
    expect(screen.getByText(/Förvalt från ert avtal/)).toBeInTheDocument();
    unmount();
    renderForm(twoLineQuote({ is_outside_partner: true, commission_bp: null }));
    expect(screen.queryByText(/Förvalt från ert avtal/)).not.toBeInTheDocument();
    expect(screen.getByText('Ni har inget provisionsavtal med oss. Ange provisionen ni erbjuder för den här affären.')).toBeInTheDocument();
  });

  it('says in the browser what submitting needs, and sends nothing until it is there', async () => {
    const user = setupUser();
    const onSubmit = vi.fn(async (input: QuoteResponseInput) => ({ ...twoLineQuote(), responder_name: input.responder_name ?? null }));
    renderForm(twoLineQuote(), { onSubmit });

    await user.click(screen.getByRole('button', { name: 'Skicka offert' }));
    expect(await screen.findByText('Ange ett pris på minst en rad innan du skickar offerten.')).toBeInTheDocument();
    expect(await screen.findByText('Välj Ja i ert svar.')).toBeInTheDocument();
    for (const label of ['Ert namn', 'Telefon', 'E-post']) {
      expect(screen.getByLabelText(label).closest('.ant-form-item')).toHaveTextContent('Fyll i det här fältet.');
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    const room = screen.getByRole('group', { name: /Enkelrum/ });
    await fill(user, within(room).getByLabelText('Pris (ex moms)'), '1099');
    expect(screen.queryByText('Ange ett pris på minst en rad innan du skickar offerten.')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText('Ert namn'), 'Eva Sjöberg');
    await fill(user, screen.getByLabelText('Telefon'), '070-123 45 67');
    await fill(user, screen.getByLabelText('E-post'), 'eva@sjovik.se');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Har ni svarat enligt förfrågan?' })).getByLabelText('Nej'));
    await user.click(screen.getByRole('button', { name: 'Skicka offert' }));
    expect(await screen.findByText('Välj Ja i ert svar.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Har ni svarat enligt förfrågan?' })).getByLabelText('Ja'));
    await waitFor(() => expect(screen.queryByText('Välj Ja i ert svar.')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Skicka offert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skicka offerten?' });
    expect(dialog).toHaveTextContent('När offerten är skickad går den inte att ändra.');
    expect(dialog).toHaveTextContent('Totalt 21 980,00 kr ex moms (24 617,60 kr inkl. moms).');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka offert' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      lines: [
        { id: 1, offered_quantity: 20, price: 109_900, ordinary_price: null, discount_bp: 0, courses: null },
        { id: 2, offered_quantity: 80, price: null, discount_bp: 0 },
      ],
      halls: [],
      commission_bp: 1000,
      responded_accordingly: true,
      responder_name: 'Eva Sjöberg',
      responder_phone: '070-123 45 67',
      responder_email: 'eva@sjovik.se',
      comments: null,
    });
  });

  it('saves a draft without the responder, and puts the server’s 422 next to the fields it names', async () => {
    const user = setupUser();
    const onSave = vi.fn(async (_input: QuoteResponseInput): Promise<Quote> => {
      throw validation({
        'lines.1.discount_bp': [{ en: 'At most 100 %.', sw: 'Högst 100 %.' }],
        responder_email: [{ en: 'This is not an email address.', sw: 'Det här är ingen e-postadress.' }],
        'halls.0.name': ['Namnet finns redan.'],
      });
    });
    renderForm(twoLineQuote({ halls: [{ name: 'Sjösalen', size_sqm: 120, capacity: 60, seating: 'cinema', comment: null }] }), { onSave });

    await fill(user, screen.getByLabelText('Ytterligare information'), 'Vi har egen brygga.');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      additional_information: 'Vi har egen brygga.',
      responder_name: null,
      halls: [{ name: 'Sjösalen', size_sqm: 120, capacity: 60, seating: 'cinema', comment: null }],
    });

    expect(await screen.findByText('Det här är ingen e-postadress.')).toBeInTheDocument();
    expect(screen.getByText('Det här är ingen e-postadress.').closest('.ant-form-item')).toContainElement(screen.getByLabelText('E-post'));
    const lunch = screen.getByRole('group', { name: /Lunch/ });
    expect(within(lunch).getByText('Högst 100 %.').closest('.ant-form-item')).toContainElement(within(lunch).getByLabelText('Rabatt %'));
    const hall = screen.getByRole('group', { name: 'Lokal 1' });
    expect(within(hall).getByText('Namnet finns redan.')).toBeInTheDocument();
  });

  it('refuses a field out of range before saving', async () => {
    const user = setupUser();
    const onSave = vi.fn(async () => twoLineQuote());
    renderForm(twoLineQuote(), { onSave });
    await user.clear(screen.getByLabelText('Provision för den här affären (%)'));
    await fill(user, screen.getByLabelText('Provision för den här affären (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange ett värde från 0 till 100.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds and removes halls, at most 20', async () => {
    const user = setupUser();
    const onSave = vi.fn(async () => twoLineQuote());
    renderForm(twoLineQuote(), { onSave });
    expect(screen.getByText('Inga lokaler tillagda.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lägg till lokal' }));
    const hall = screen.getByRole('group', { name: 'Lokal 1' });
    await fill(user, within(hall).getByLabelText('Namn'), 'Stora salen');
    await fill(user, within(hall).getByLabelText('Antal platser'), '80');
    await user.click(screen.getByRole('button', { name: 'Lägg till lokal' }));
    await user.click(screen.getByRole('button', { name: 'Ta bort Lokal 2' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]).toMatchObject([{ halls: [{ name: 'Stora salen', capacity: 80, size_sqm: null, seating: null, comment: null }] }]);
  });

  it('declines with a reason, which is required', async () => {
    const user = setupUser();
    const onDeny = vi.fn(async () => undefined);
    renderForm(twoLineQuote(), { onDeny });
    await user.click(screen.getByRole('button', { name: 'Avböj att lämna offert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avböj att lämna offert' });
    await user.click(within(dialog).getByRole('button', { name: 'Avböj att lämna offert' }));
    expect(await within(dialog).findByText('Fyll i det här fältet.')).toBeInTheDocument();
    expect(onDeny).not.toHaveBeenCalled();
    await fill(user, within(dialog).getByLabelText('Skäl'), 'Fullbokat de datumen.');
    await user.click(within(dialog).getByRole('button', { name: 'Avböj att lämna offert' }));
    await waitFor(() => expect(onDeny).toHaveBeenCalledWith('Fullbokat de datumen.'));
  });

  it('turns away an image of 30 MB or more, and a file that is no image, before uploading', async () => {
    const user = setupUser();
    const onUpload = vi.fn();
    renderForm(twoLineQuote(), { onUpload });
    const big = new File(['x'], 'matsal.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Bilder', { selector: 'input' }), big);
    expect(await screen.findByText('matsal.jpg är för stor: en fil måste vara under 30 MB.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Bilder', { selector: 'input' }), new File(['%PDF'], 'meny.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('meny.pdf är ingen JPEG-, PNG-, WebP- eller GIF-bild.')).toBeInTheDocument();
    const hugeAttachment = new File(['x'], 'avtal.pdf', { type: 'application/pdf' });
    Object.defineProperty(hugeAttachment, 'size', { value: 31 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Bilaga', { selector: 'input' }), hugeAttachment);
    expect(await screen.findByText('avtal.pdf är för stor: en fil måste vara under 30 MB.')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('uploads files, shows the server’s refusal next to the field, and removes a file', async () => {
    const user = setupUser();
    renderForm(twoLineQuote());
    await user.upload(screen.getByLabelText('Bilder', { selector: 'input' }), new File(['img'], 'sjoutsikt.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Bild 1: sjoutsikt.jpg' })).toBeInTheDocument();
    expect(screen.getByText('1 av 3 bilder · JPEG, PNG, WebP eller GIF, under 30 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ta bort bild 1' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Bild 1: sjoutsikt.jpg' })).not.toBeInTheDocument());
  });

  it('shows the server’s reason when it refuses a file by its content', async () => {
    const user = setupUser();
    const onUpload = vi.fn(async () => {
      throw validation({ file: [{ en: 'The file is not a PDF or an office document.', sw: 'Filen är ingen PDF eller inget Office-dokument.' }] });
    });
    renderForm(twoLineQuote(), { onUpload });
    await user.upload(screen.getByLabelText('Bilaga', { selector: 'input' }), new File(['MZ'], 'program.pdf', { type: 'application/pdf' }));
    const group = screen.getByRole('group', { name: 'Bilaga' });
    expect(await within(group).findByText('program.pdf: Filen är ingen PDF eller inget Office-dokument.')).toBeInTheDocument();
    expect(onUpload).toHaveBeenCalledWith(expect.any(File), 'attachment');
  });

  it('is read only once submitted, and says so', async () => {
    setLanguage('en');
    const quote = aQuote({
      status: 'submitted',
      submitted_at: '2031-02-03T10:15:00Z',
      actions: { edit: false, submit: false, deny: false, extend_deadline: false },
      lines: [aQuoteLine({ name: 'Lunch', kind: 'meal', requested_quantity: 80, offered_quantity: 80, price: 42_550, vat_rate_bp: 1200, courses: 'Sallad och soppa', total_ex_vat: 3_404_000, total_inc_vat: 3_812_480 })],
      totals: { ex_vat: 3_404_000, vat: 408_480, inc_vat: 3_812_480 },
      responder_name: 'Eva Sjöberg',
      responded_accordingly: true,
      direct_contact: false,
      direct_contact_comment: 'Gå via förmedlingen',
      files: [aQuoteFile()],
    });
    renderForm(quote);
    expect(screen.getByText('This quote is already submitted')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit quote' })).not.toBeInTheDocument();
    expect(screen.getByText('Courses: Sallad och soppa')).toBeInTheDocument();
    expect(screen.getByText('Eva Sjöberg')).toBeInTheDocument();
    expect(screen.getByText('No – Gå via förmedlingen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'konferenspaket.pdf' })).toHaveAttribute('href', '/api/files/q-71');
    expect(screen.getAllByText('SEK 38,124.80').length).toBeGreaterThan(0);
  });

  it('shows a declined quote with its reason', () => {
    renderForm(
      aQuote({
        status: 'denied',
        denied_at: '2031-02-02T08:00:00Z',
        denied_reason: 'Fullbokat de datumen.',
        actions: { edit: false, submit: false, deny: false, extend_deadline: false },
      }),
    );
    expect(screen.getByText('Ni har avböjt att lämna offert')).toBeInTheDocument();
    expect(screen.getByText('Skäl: Fullbokat de datumen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
  });

  it('submits, then shows the quote as submitted', async () => {
    const user = setupUser();
    renderForm(
      twoLineQuote({
        responder_name: 'Eva Sjöberg',
        responder_phone: '070-123 45 67',
        responder_email: 'eva@sjovik.se',
        responded_accordingly: true,
        lines: [aQuoteLine({ id: 1, name: 'Enkelrum', requested_quantity: 20, offered_quantity: 20, price: 109_900, vat_rate_bp: 1200, total_ex_vat: 2_198_000, total_inc_vat: 2_461_760 })],
        totals: { ex_vat: 2_198_000, vat: 263_760, inc_vat: 2_461_760 },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Skicka offert' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Skicka offerten?' })).getByRole('button', { name: 'Skicka offert' }));
    expect(await screen.findByText('Offerten är redan skickad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
  });

  it('asks before unsaved changes are lost, and not once they are saved', async () => {
    const user = setupUser();
    // The server keeps what was typed: the form then holds its answer, which is the saved state.
    const onSave = vi.fn(async (input: QuoteResponseInput) => twoLineQuote({ status: 'saved', comments: input.comments ?? null }));
    const { router } = renderForm(twoLineQuote(), { onSave });
    await fill(user, screen.getByLabelText('Övriga kommentarer'), 'Välkomna!');
    await act(() => router.navigate('/p-quotes'));
    const prompt = await screen.findByRole('dialog', { name: 'Lämna utan att spara?' });
    await user.click(within(prompt).getByRole('button', { name: 'Stanna kvar' }));
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Övriga kommentarer')).toHaveValue('Välkomna!');
    await act(() => router.navigate('/p-quotes'));
    expect(router.state.location.pathname).toBe('/p-quotes');
  });

  it('tells the answering deadline while the quote can be answered', () => {
    renderForm(twoLineQuote({ overdue: true }));
    expect(screen.getByText('Sista svarsdagen var 8 feb 2031. Svara så snart ni kan.')).toBeInTheDocument();
  });
});
