// The customer's request page (issue 27 §3): where the request stands and the next step, a
// question to the intermediary, and "none of these venues suits us". Everything by the
// `customer_request` link (core/links); its subject is the lead, or the opportunity when there
// was no lead. Reads the other domains' tables (never their services), so that the domains
// which mail the customer can import `link.ts` from here.
import type { AppContext } from '../../core/context.js';
import type { Schemas } from '../../core/contract.js';
import { insertNotification } from '../../core/audit/audit.js';
import type { CapabilityLink } from '../../core/links/links.js';
import { issueLink } from '../../core/links/links.js';
import { addDays, todayIn } from '../../core/dates.js';
import type { Tx } from '../../core/db/client.js';
import { conflict, fieldError, notFound } from '../../core/errors.js';
import { consume, throttleRules } from '../../core/throttle/throttle.js';
import type { LocalizedText } from '../../core/types.js';
import { portalPaths, portalUrl } from '../../core/urls.js';
import { createCustomerNote } from '../notes/service.js';
import { requestLinkExpiry, requestLinkSubject, requestOfOpportunity } from './link.js';
import {
  findLead,
  findOpportunity,
  insertMessage,
  latestBooking,
  latestPresentation,
  messagesOf,
  noneSuitsOf,
  opportunityOfBooking,
  venueProgress,
  type RequestLead,
  type RequestOpportunity,
} from './repository.js';

/** The link every mail to the customer carries (link.ts), for the domains that write those mails. */
export { customerRequestUrl, customerRequestUrlOfOpportunity } from './link.js';

type CustomerRequestDto = Schemas['CustomerRequest'];
type Step = CustomerRequestDto['steps'][number]['key'];

/** Longest question or reason, in characters. */
export const CUSTOMER_TEXT_MAX = 2000;
/** A presentation link opened from the request page works this long (as a mailed one). */
const PRESENTATION_LINK_DAYS = 30;
/** A preliminary booking's link works until this many days after the hold's date (as a mailed one). */
const BOOKING_LINK_DAYS_AFTER_HOLD = 7;

export const customerRequestMessages = {
  missing: { en: 'The request does not exist any more.', sw: 'Förfrågan finns inte längre.' },
  questionSent: { en: 'Thank you, your question is sent. We answer as soon as we can.', sw: 'Tack, din fråga är skickad. Vi svarar så snart vi kan.' },
  noneSuitsSent: {
    en: 'Thank you for telling us. We will get back to you with other venues.',
    sw: 'Tack för att du berättade. Vi återkommer med andra anläggningar.',
  },
  noPresentation: { en: 'There are no venues presented to you yet.', sw: 'Det finns inga anläggningar presenterade för dig ännu.' },
  alreadyBooked: {
    en: 'You have already booked from this presentation. Write to us with a question instead.',
    sw: 'Du har redan bokat från den här presentationen. Skriv till oss med en fråga i stället.',
  },
  decided: { en: 'This request is already settled. Write to us with a question instead.', sw: 'Den här förfrågan är redan avgjord. Skriv till oss med en fråga i stället.' },
  noStep: { en: 'There is nothing for you to open here right now.', sw: 'Det finns inget för dig att öppna här just nu.' },
  linkReady: { en: 'The link is ready', sw: 'Länken är klar' },
  noText: { en: 'Write your question.', sw: 'Skriv din fråga.' },
  noReason: { en: 'Tell us why none of the venues suits you.', sw: 'Berätta varför ingen av anläggningarna passar.' },
  tooLong: { en: `Write at most ${CUSTOMER_TEXT_MAX} characters.`, sw: `Skriv högst ${CUSTOMER_TEXT_MAX} tecken.` },
} satisfies Record<string, LocalizedText>;

interface RequestParts {
  lead: RequestLead | undefined;
  opportunity: RequestOpportunity | undefined;
}

/** The lead and opportunity a link is about; 404 when neither exists any more. */
async function partsOf(ctx: AppContext, link: Pick<CapabilityLink, 'subjectType' | 'subjectId'>, db = ctx.database.db): Promise<RequestParts> {
  if (link.subjectType === 'lead') {
    const lead = await findLead(db, link.subjectId);
    if (!lead) throw notFound(customerRequestMessages.missing);
    return { lead, opportunity: await findOpportunity(db, { leadId: lead.id }) };
  }
  const opportunity = link.subjectType === 'opportunity' ? await findOpportunity(db, { id: link.subjectId }) : undefined;
  if (!opportunity) throw notFound(customerRequestMessages.missing);
  return { lead: opportunity.leadId !== null ? await findLead(db, opportunity.leadId) : undefined, opportunity };
}

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** Where the request stands, with the next step and what the customer wrote. */
export async function requestStatus(ctx: AppContext, link: Pick<CapabilityLink, 'subjectType' | 'subjectId'>, today: string = todayIn()): Promise<CustomerRequestDto> {
  const db = ctx.database.db;
  const { lead, opportunity } = await partsOf(ctx, link);
  const opportunityId = opportunity?.id ?? null;
  const progress = opportunityId !== null ? await venueProgress(db, opportunityId) : { askedAt: null, answeredAt: null };
  const presentation = opportunityId !== null ? await latestPresentation(db, opportunityId) : undefined;
  const booking = opportunityId !== null ? await latestBooking(db, opportunityId) : undefined;
  const messages = await messagesOf(db, lead?.id ?? null, opportunityId);
  const noneSuits = presentation ? messages.find((message) => message.kind === 'none_suits' && message.presentationId === presentation.id) : undefined;

  const confirmedAt = booking?.status === 'confirmed' ? booking.customerAnsweredAt : null;
  const won = opportunity?.status === 'won';
  const steps: { key: Step; at: Date | null; done: boolean }[] = [
    { key: 'received', at: lead?.createdAt ?? opportunity?.createdAt ?? null, done: true },
    { key: 'venues_asked', at: progress.askedAt, done: progress.askedAt !== null },
    { key: 'answers_in', at: progress.answeredAt, done: progress.answeredAt !== null },
    { key: 'presented', at: presentation?.sentAt ?? null, done: presentation !== undefined },
    { key: 'booked', at: presentation?.bookedAt ?? null, done: !!presentation?.bookedAt },
    { key: 'held', at: booking?.respondedAt ?? null, done: booking !== undefined },
    { key: 'confirmed', at: confirmedAt, done: confirmedAt !== null || won },
  ];
  const closed = lead?.status === 'Discarded' || opportunity?.status === 'lost' || opportunity?.status === 'closed';
  const reached = [...steps].reverse().find((step) => step.done)!.key;
  const open = !closed && !won && (opportunity === undefined || opportunity.status === 'open');

  let next: CustomerRequestDto['next'] = closed || won || confirmedAt ? 'none' : 'wait';
  if (open && booking?.status === 'held' && booking.holdUntil !== null && booking.holdUntil >= today) next = 'preliminary_booking';
  else if (open && presentation && !presentation.bookedAt && !noneSuits) next = 'presentation';

  const contact = opportunity?.contactFirstName ?? lead?.firstName ?? '';
  return {
    reference: opportunity ? `#${opportunity.id}` : `L${lead!.id}`,
    language: lead?.language ?? 'sv',
    first_name: contact,
    participants: opportunity?.participants ?? lead?.participants ?? null,
    start_date: opportunity?.startDate ?? lead?.startDate ?? null,
    end_date: opportunity?.endDate ?? lead?.endDate ?? null,
    stage: closed ? 'closed' : reached,
    steps: steps.map((step) => ({ key: step.key, done: step.done, at: iso(step.at) })),
    booked_venues: presentation?.bookedAt ? presentation.bookedVenues : [],
    hold: booking
      ? { venue_name: booking.venueName, status: booking.status as 'held' | 'confirmed' | 'declined' | 'expired', hold_until: booking.holdUntil }
      : null,
    next,
    can_say_none_suits: next === 'presentation',
    none_suits_at: iso(noneSuits?.createdAt),
    messages: messages.map((message) => ({ kind: message.kind, body: message.body, created_at: message.createdAt.toISOString() })),
    owner:
      opportunity?.ownerId != null
        ? { name: `${opportunity.ownerFirstName ?? ''} ${opportunity.ownerLastName ?? ''}`.trim(), email: opportunity.ownerEmail ?? '', phone: opportunity.ownerPhone }
        : null,
  };
}

/**
 * The page of the next step (the presentation to book from, the held dates to confirm), through
 * a fresh link of that page's own purpose: a token cannot be read back from a mail.
 */
export async function nextStepPath(ctx: AppContext, link: CapabilityLink, step: 'presentation' | 'preliminary_booking'): Promise<string> {
  const status = await requestStatus(ctx, link);
  if (status.next !== step) throw conflict(customerRequestMessages.noStep);
  const { opportunity } = await partsOf(ctx, link);
  const db = ctx.database.db;
  if (step === 'presentation') {
    const presentation = (await latestPresentation(db, opportunity!.id))!;
    const { token } = await issueLink(db, {
      purpose: 'presentation_view',
      subjectType: 'opportunity',
      subjectId: opportunity!.id,
      ttlSeconds: PRESENTATION_LINK_DAYS * 86_400,
    });
    return portalPaths.presentation(opportunity!.id, presentation.sentBy ?? 0, token);
  }
  const booking = (await latestBooking(db, opportunity!.id))!;
  const { token } = await issueLink(db, {
    purpose: 'preliminary_booking_answer',
    subjectType: 'preliminary_booking',
    subjectId: booking.id,
    expiresAt: new Date(Date.parse(`${addDays(booking.holdUntil!, BOOKING_LINK_DAYS_AFTER_HOLD)}T00:00:00Z`)),
  });
  return portalPaths.preliminaryBooking(
    { opportunityId: opportunity!.id, quoteId: booking.quoteId, customerId: opportunity!.accountId ?? 0, bidderId: booking.bidderId, bookingId: booking.id },
    token,
  );
}

/**
 * A new request-page link for the holder of the presentation's or the preliminary booking's link
 * (their thank-you pages lead there: customers cannot log in), as a path.
 */
export async function requestPathFromLink(ctx: AppContext, link: Pick<CapabilityLink, 'subjectType' | 'subjectId'>): Promise<string> {
  const db = ctx.database.db;
  const opportunityId = link.subjectType === 'preliminary_booking' ? await opportunityOfBooking(db, link.subjectId) : link.subjectType === 'opportunity' ? link.subjectId : null;
  if (opportunityId === null) throw notFound(customerRequestMessages.missing);
  const ref = await requestOfOpportunity(db, opportunityId);
  const { token } = await issueLink(db, { purpose: 'customer_request', ...requestLinkSubject(ref), expiresAt: requestLinkExpiry(ref.endDate) });
  return portalPaths.customerRequest(token);
}

function checkedText(field: string, value: string, empty: LocalizedText): string {
  const text = value.trim();
  if (text === '') throw fieldError(field, empty);
  if (text.length > CUSTOMER_TEXT_MAX) throw fieldError(field, customerRequestMessages.tooLong);
  return text;
}

/** A note's subject in its reader's language: the owner's, Swedish while there is none. */
function noteSubject(opportunity: RequestOpportunity | undefined, kind: 'question' | 'noneSuits', name: string): string {
  const english = opportunity?.ownerLanguage === 'en';
  if (kind === 'question') return english ? `Question from the customer: ${name}` : `Fråga från kunden: ${name}`;
  return english ? `None of the venues suits: ${name}` : `Ingen av anläggningarna passar: ${name}`;
}

function customerName(parts: RequestParts): string {
  if (parts.opportunity?.contactFirstName) return `${parts.opportunity.contactFirstName} ${parts.opportunity.contactLastName ?? ''}`.trim();
  if (parts.lead) return `${parts.lead.firstName} ${parts.lead.lastName}`;
  return parts.opportunity?.customerName ?? '';
}

/** The bell for the owner (every admin while it is a lead) and a mail to the owner, in the transaction. */
async function tellOwner(
  ctx: AppContext,
  tx: Tx,
  parts: RequestParts,
  notice: { type: string; message: LocalizedText },
  mail: { template: 'customer-question'; text: string } | { template: 'customer-none-suits'; text: string },
  noteId: number,
): Promise<void> {
  const { lead, opportunity } = parts;
  const page = opportunity ? portalPaths.opportunity(opportunity.id) : portalPaths.lead(lead!.id);
  await insertNotification(tx.db, {
    type: notice.type,
    notifiableType: 'Lead',
    notifiableId: lead?.id ?? opportunity!.id,
    userId: opportunity?.ownerId ?? null,
    data: { source: 'Customer', message: notice.message, opportunity_id: opportunity?.id ?? null, link: page },
  });
  if (!opportunity?.ownerEmail) return;
  const common = {
    first_name: opportunity.ownerFirstName ?? '',
    customer_name: customerName(parts),
    opportunity_name: opportunity.name,
  };
  if (mail.template === 'customer-question') {
    await ctx.mail.enqueue(tx, {
      to: opportunity.ownerEmail,
      template: 'customer-question',
      language: opportunity.ownerLanguage ?? 'sv',
      vars: { ...common, question: mail.text, link: portalUrl(ctx.config, portalPaths.note(noteId)) },
    });
  } else {
    await ctx.mail.enqueue(tx, {
      to: opportunity.ownerEmail,
      template: 'customer-none-suits',
      language: opportunity.ownerLanguage ?? 'sv',
      vars: { ...common, reason: mail.text, link: portalUrl(ctx.config, page) },
    });
  }
}

/** The customer's question: a note on the opportunity (or about the lead), the owner told. */
export async function askQuestion(ctx: AppContext, link: CapabilityLink, input: { question: string }, ip: string): Promise<void> {
  const question = checkedText('question', input.question, customerRequestMessages.noText);
  await consume(ctx.database, throttleRules.customerRequestPost, ip);
  await ctx.database.transaction(async (tx) => {
    const parts = await partsOf(ctx, link, tx.db);
    const { lead, opportunity } = parts;
    const name = customerName(parts);
    const noteId = await createCustomerNote(tx, {
      subject: noteSubject(opportunity, 'question', opportunity ? name : `${name} (lead ${lead!.id})`),
      comment: question,
      opportunityId: opportunity?.id ?? null,
      accountId: opportunity?.accountId ?? null,
      contactId: opportunity?.contactId ?? null,
    });
    await insertMessage(tx.db, { kind: 'question', leadId: lead?.id ?? null, opportunityId: opportunity?.id ?? null, presentationId: null, body: question, noteId });
    const about = opportunity?.name ?? name;
    await tellOwner(
      ctx,
      tx,
      parts,
      { type: 'customer.question', message: { en: `The customer asked a question about ${about}`, sw: `Kunden har ställt en fråga om ${about}` } },
      { template: 'customer-question', text: question },
      noteId,
    );
  });
}

/**
 * "None of these venues suits us", about the newest presentation (once: the same again is
 * answered as done). Recorded, a note on the opportunity, the owner told.
 */
export async function sayNoneSuits(ctx: AppContext, link: CapabilityLink, input: { reason: string }, ip: string): Promise<void> {
  const reason = checkedText('reason', input.reason, customerRequestMessages.noReason);
  await consume(ctx.database, throttleRules.customerRequestPost, ip);
  await ctx.database.transaction(async (tx) => {
    const parts = await partsOf(ctx, link, tx.db);
    const { lead, opportunity } = parts;
    const presentation = opportunity ? await latestPresentation(tx.db, opportunity.id) : undefined;
    if (!opportunity || !presentation) throw conflict(customerRequestMessages.noPresentation);
    if (opportunity.status !== 'open') throw conflict(customerRequestMessages.decided);
    if (presentation.bookedAt) throw conflict(customerRequestMessages.alreadyBooked);
    if (await noneSuitsOf(tx.db, presentation.id)) return;
    const noteId = await createCustomerNote(tx, {
      subject: noteSubject(opportunity, 'noneSuits', customerName(parts)),
      comment: reason,
      opportunityId: opportunity.id,
      accountId: opportunity.accountId,
      contactId: opportunity.contactId,
    });
    const inserted = await insertMessage(tx.db, { kind: 'none_suits', leadId: lead?.id ?? null, opportunityId: opportunity.id, presentationId: presentation.id, body: reason, noteId });
    // Sent twice at once: the unique index keeps one; the other's note goes with its transaction.
    if (!inserted) throw conflict(customerRequestMessages.noneSuitsSent);
    await tellOwner(
      ctx,
      tx,
      parts,
      {
        type: 'customer.none_suits',
        message: { en: `The customer wrote that none of the venues suits ${opportunity.name}`, sw: `Kunden skriver att ingen av anläggningarna passar för ${opportunity.name}` },
      },
      { template: 'customer-none-suits', text: reason },
      noteId,
    );
  });
}
