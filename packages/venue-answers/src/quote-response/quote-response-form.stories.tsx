import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoImage } from '@portal/ui/story-data/demo-images';
import { lineAmounts, percentToBp, sumAmounts } from './quote-arithmetic';
import type { Quote, QuoteFile, QuoteFileKind, QuoteResponseInput } from './quote-form-values';
import { QuoteResponseForm, type QuoteResponseFormProps } from './quote-response-form';
import { aQuote, aQuoteFile, aQuoteLine } from './testing/a-quote';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers like the server: the lines priced with the same arithmetic, the answers kept. */
function saved(quote: Quote, input: QuoteResponseInput): Quote {
  const lines = quote.lines.map((line) => {
    const given = input.lines?.find((candidate) => candidate.id === line.id);
    const next = { ...line, ...given, discount_bp: given?.discount_bp ?? line.discount_bp };
    const amounts = lineAmounts(
      { quantity: next.offered_quantity ?? next.requested_quantity, price: next.price, discountBp: next.discount_bp, vatRateBp: next.vat_rate_bp },
      quote.vat_basis,
    );
    return { ...next, total_ex_vat: amounts?.exVat ?? 0, total_inc_vat: amounts?.incVat ?? 0 };
  });
  const totals = sumAmounts(lines.map((line) => ({ exVat: line.total_ex_vat, vat: line.total_inc_vat - line.total_ex_vat, incVat: line.total_inc_vat })));
  const { lines: _lines, halls, ...answers } = input;
  return {
    ...quote,
    ...answers,
    status: 'saved',
    lines,
    halls: (halls ?? []).map((hall) => ({ name: hall.name, size_sqm: hall.size_sqm ?? null, capacity: hall.capacity ?? null, seating: hall.seating ?? null, comment: hall.comment ?? null })),
    totals: { ex_vat: totals?.exVat ?? 0, vat: totals?.vat ?? 0, inc_vat: totals?.incVat ?? 0 },
    updated_at: new Date().toISOString(),
  };
}

/** The page around the form, with the quote in state as the query cache holds it. */
function DemoPage({ quote: initial, ...props }: QuoteResponseFormProps) {
  const [quote, setQuote] = useState(initial);
  const [pending, setPending] = useState<'save' | 'submit' | 'deny' | null>(null);
  const run = async <T,>(kind: 'save' | 'submit' | 'deny', work: () => T): Promise<T> => {
    setPending(kind);
    await wait(600);
    setPending(null);
    return work();
  };
  return (
    <QuoteResponseForm
      {...props}
      quote={quote}
      saving={pending === 'save'}
      submitting={pending === 'submit'}
      denying={pending === 'deny'}
      onSave={async (input) => {
        await props.onSave(input);
        return run('save', () => {
          const next = saved(quote, input);
          setQuote(next);
          return next;
        });
      }}
      onSubmit={async (input) => {
        await props.onSubmit(input);
        return run('submit', () => {
          const next: Quote = { ...saved(quote, input), status: 'submitted', submitted_at: new Date().toISOString(), actions: { edit: false, submit: false, deny: false, extend_deadline: false } };
          setQuote(next);
          return next;
        });
      }}
      onDeny={async (reason) => {
        await props.onDeny(reason);
        return run('deny', () =>
          setQuote({ ...quote, status: 'denied', denied_at: new Date().toISOString(), denied_reason: reason, actions: { edit: false, submit: false, deny: false, extend_deadline: false } }),
        );
      }}
      onUpload={async (file: File, kind: QuoteFileKind) => {
        await wait(600);
        const image = demoImage((file.size * 37) % 360, file.name.slice(0, 14));
        const stored: QuoteFile = { id: image.id, kind, name: file.name, url: image.url, thumbnail_url: kind === 'image' ? image.thumbnail_url : null, content_type: file.type, size: file.size };
        setQuote((current) => ({ ...current, files: [...current.files.filter((other) => kind === 'image' || other.kind !== 'attachment'), stored] }));
        return stored;
      }}
      onRemoveFile={async (file) => {
        await wait(300);
        setQuote((current) => ({ ...current, files: current.files.filter((other) => other.id !== file.id) }));
      }}
    />
  );
}

const meta = {
  title: 'UI/QuoteResponseForm',
  component: QuoteResponseForm,
  render: (args) => <DemoPage {...args} />,
  args: {
    quote: aQuote(),
    onSave: fn(async () => aQuote()),
    onSubmit: fn(async () => aQuote()),
    onDeny: fn(async () => undefined),
    onUpload: fn(async () => aQuoteFile()),
    onRemoveFile: fn(async () => undefined),
  },
  argTypes: {
    quote: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuoteResponseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner's quote still to answer: prices ex VAT, as the customer asked. */
export const ToAnswer: Story = {};

/** The customer asked for prices inc VAT: the columns say so and the VAT is taken out of them. */
export const PricesIncVat: Story = {
  args: { quote: aQuote({ vat_basis: 'inc', request: { ...aQuote().request, vat_basis: 'inc' } }) },
};

/** Submitting without a price or the responder says what is missing, next to each field. */
export const SubmitMissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Skicka offert|Submit quote/ }));
    await expect(await canvas.findByText(/Välj Ja i ert svar|Please select Yes inside your response/)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitted: read only, with the notice; the server's totals. */
export const Submitted: Story = {
  args: {
    quote: aQuote({
      status: 'submitted',
      submitted_at: '2031-02-03T10:15:00Z',
      actions: { edit: false, submit: false, deny: false, extend_deadline: false },
      lines: [
        aQuoteLine({ kind: 'single_room', name: 'Enkelrum', vat_rate_bp: 1200, requested_quantity: 20, offered_quantity: 20, price: 109_900, total_ex_vat: 2_198_000, total_inc_vat: 2_461_760 }),
        aQuoteLine({ kind: 'meal', name: 'Lunch', vat_rate_bp: 1200, requested_quantity: 80, offered_quantity: 80, price: 42_550, discount_bp: percentToBp(5) ?? 0, courses: 'Dagens rätt, sallad', total_ex_vat: 3_233_800, total_inc_vat: 3_621_856 }),
      ],
      totals: { ex_vat: 5_431_800, vat: 651_816, inc_vat: 6_083_616 },
      halls: [{ name: 'Sjösalen', size_sqm: 120, capacity: 60, seating: 'u_shaped', comment: 'Utsikt över Siljan' }],
      responder_name: 'Eva Sjöberg',
      responder_phone: '070-123 45 67',
      responder_email: 'eva@sjovik.se',
      responded_accordingly: true,
      direct_contact: true,
      same_price: false,
      same_price_comment: 'Vid fler än 45 deltagare',
      free_cancellation: 'Fri avbokning till 30 dagar före ankomst.',
      files: [aQuoteFile()],
    }),
  },
};

/** Declined, with the venue's reason. */
export const Declined: Story = {
  args: {
    quote: aQuote({
      status: 'denied',
      denied_at: '2031-02-02T08:00:00Z',
      denied_reason: 'Tyvärr fullbokat de datumen.',
      actions: { edit: false, submit: false, deny: false, extend_deadline: false },
    }),
  },
};
