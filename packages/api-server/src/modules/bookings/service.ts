import { customerRequestUrlOfOpportunity } from '../customer-requests/service.js';
import type { AppContext } from '../../core/context.js';
import type { BodyOf, Schemas } from '../../core/contract.js';
import { previewMails } from '../../core/mail/preview.js';
import { isAdmin, scopeAccountId, type Caller } from '../../core/auth/caller.js';
import { insertNotification, recordActivity } from '../../core/audit/audit.js';
import { addDays, todayIn } from '../../core/dates.js';
import type { Db, Tx } from '../../core/db/client.js';
import { conflict, FieldErrorBag, fieldError, notFound } from '../../core/errors.js';
import { reissueLink } from '../../core/links/links.js';
import type { LocalizedText } from '../../core/types.js';
import { portalPaths, portalUrl } from '../../core/urls.js';
import {
  appendBidderHistory,
  findBidderForBooking,
  findBooking,
  latestBookingOfQuote,
  lockOpenOpportunity,
  toBookingDto,
  venueContact,
  type BookingView,
} from '../bidders/service.js';
import { accountExists } from '../accounts/service.js';
import { changeStateIn } from '../../core/state/change-state.js';
import type { StateActor } from '../../core/state/transitions.js';
import { preliminaryBookings, type HoldDeclineReason } from './schema.js';
import {
  declineCounts,
  endingHolds,
  insertBooking,
  lockBooking,
  openBookingOfBidder,
  updateBooking,
  type PreliminaryBookingRow,
} from './repository.js';
import { bookingTransitions, type BookingAction } from './rules.js';

type BookingDto = Schemas['PreliminaryBooking'];
type HoldInput = BodyOf<'answerPreliminaryBooking'>;
type CustomerAnswerInput = BodyOf<'answerCustomerPreliminaryBooking'>;

export const bookingMessages = {
  sent: { en: 'Preliminary booking sent', sw: 'Förfrågan om preliminärbokning har skickats' },
  held: { en: 'The dates are held', sw: 'Datumen hålls' },
  cancelled: { en: 'The preliminary booking is cancelled', sw: 'Preliminärbokningen är avböjd' },
  extendAsked: { en: 'The venue is asked to extend', sw: 'Anläggningen har ombetts att förlänga' },
  confirmed: { en: 'Thank you, the booking is confirmed', sw: 'Tack, bokningen är bekräftad' },
  declined: { en: 'Thank you, the booking is declined', sw: 'Tack, bokningen är avböjd' },
  missing: { en: 'The preliminary booking does not exist', sw: 'Preliminärbokningen finns inte' },
  notSubmitted: { en: 'Choose a venue whose quote is submitted.', sw: 'Välj en anläggning vars offert har skickats in.' },
  alreadyOpen: {
    en: 'A preliminary booking request to this venue is already open.',
    sw: 'Det finns redan en öppen förfrågan om preliminärbokning till den här anläggningen.',
  },
  notWaitingForVenue: {
    en: 'This preliminary booking no longer waits for your answer.',
    sw: 'Den här preliminärbokningen väntar inte längre på ert svar.',
  },
  holdUntil: { en: 'Choose the date you hold the dates until, today or later.', sw: 'Välj till och med vilket datum ni håller datumen, i dag eller senare.' },
  holdPast: { en: 'The hold cannot end before today.', sw: 'Datumen kan inte hållas till ett datum före i dag.' },
  holdAfterStart: {
    en: "The hold must end on or before the event's first day.",
    sw: 'Datumen kan hållas längst till och med konferensens första dag.',
  },
  eventStarted: {
    en: 'The event has already begun: the dates can no longer be held.',
    sw: 'Konferensen har redan börjat: datumen kan inte hållas längre.',
  },
  declineReason: { en: 'Choose why you decline.', sw: 'Välj varför ni avböjer.' },
  declineReasonText: { en: 'Write the reason in a few words.', sw: 'Skriv orsaken med några ord.' },
  notExtendable: {
    en: 'Only a hold the customer has not answered can be extended.',
    sw: 'Bara en preliminärbokning som kunden inte har svarat på kan förlängas.',
  },
  answeredOtherwise: { en: 'You have already answered this preliminary booking.', sw: 'Du har redan svarat på den här preliminärbokningen.' },
  expired: {
    en: 'The preliminary booking has expired. Contact us if you want it extended.',
    sw: 'Preliminärbokningen har gått ut. Kontakta oss om ni vill förlänga den.',
  },
  cancelledByVenue: { en: 'The venue has cancelled the preliminary booking.', sw: 'Anläggningen har avböjt preliminärbokningen.' },
  waitingForVenue: {
    en: 'The venue has been asked to hold the dates again and has not answered yet.',
    sw: 'Anläggningen har ombetts att hålla datumen igen och har inte svarat än.',
  },
  decided: { en: 'This opportunity already won or lost', sw: 'Affärsmöjligheten är redan vunnen eller förlorad.' },
} satisfies Record<string, LocalizedText>;

/**
 * A booking's state change through core/state's changeStateIn (its table in rules.ts), inside the
 * caller's transaction, under the booking's row lock (`from` is the state read with it).
 */
function changeBooking(
  tx: Tx,
  actor: StateActor,
  booking: PreliminaryBookingRow,
  action: BookingAction,
  set: Partial<typeof preliminaryBookings.$inferInsert> = {},
): Promise<PreliminaryBookingRow> {
  return changeStateIn(tx, actor, {
    table: preliminaryBookings,
    idColumn: preliminaryBookings.id,
    stateColumn: preliminaryBookings.status,
    stateKey: 'status',
    touchUpdatedAt: true,
    id: booking.id,
    action,
    from: booking.status,
    transitions: bookingTransitions,
    messages: { missing: bookingMessages.missing, conflict: () => bookingMessages.answeredOtherwise },
    set,
  });
}

/** Days a customer's link works after the date the venue holds the dates until. */
const CUSTOMER_LINK_DAYS_AFTER_HOLD = 30;
/** Days an outside venue's link to answer works. */
const VENUE_LINK_DAYS = 30;

async function bookingOrThrow(db: Db, id: number): Promise<BookingView> {
  const row = await findBooking(db, id);
  if (!row) throw notFound(bookingMessages.missing);
  return row;
}

function venueAnswerPath(quoteId: number, partner: boolean, token: string | null): string {
  return partner || token === null ? portalPaths.partnerQuote(quoteId) : portalPaths.outsideQuote(token);
}

/** The venue's way in: its quote page (a partner logs in), or a fresh capability link of its quote (an outside venue). */
async function venueLink(ctx: AppContext, tx: Tx, quoteId: number, partner: boolean, caller: Caller | null): Promise<string> {
  let token: string | null = null;
  if (!partner) {
    ({ token } = await reissueLink(tx, {
      purpose: 'quote_answer',
      subjectType: 'quote',
      subjectId: quoteId,
      ttlSeconds: VENUE_LINK_DAYS * 86_400,
      createdBy: caller?.userId ?? null,
    }));
  }
  return portalUrl(ctx.config, venueAnswerPath(quoteId, partner, token));
}

async function tellOwner(
  tx: Tx,
  row: BookingView,
  source: 'Preliminary Booking from Partner Panel' | 'Quote Presentation',
  message: LocalizedText,
): Promise<void> {
  await insertNotification(tx.db, {
    type: 'preliminary_booking',
    notifiableType: 'PreliminaryBooking',
    notifiableId: row.booking.id,
    userId: row.opportunity.ownerId,
    data: { source, message, opportunity_id: row.opportunity.id, link: portalPaths.opportunity(row.opportunity.id) },
  });
}

/** The request mail `requestBooking` would send now with this message, nothing sent or written (core/mail/preview.ts). */
export function previewBookingRequestMail(ctx: AppContext, caller: Caller, bidderId: number, message: string | null | undefined): Promise<Schemas['MailPreview'][]> {
  return previewMails(ctx, (preview) => requestBooking(preview, caller, bidderId, message));
}

/** Sends a preliminary booking request to a venue whose quote is submitted (admin, from the venues panel). */
export async function requestBooking(ctx: AppContext, caller: Caller, bidderId: number, message: string | null | undefined): Promise<BookingDto> {
  const bidder = await findBidderForBooking(ctx.database.db, bidderId);
  if (!bidder) throw notFound(bookingMessages.missing);
  const id = await ctx.database.transaction(async (tx) => {
    const opportunity = await lockOpenOpportunity(tx, bidder.opportunityId);
    const current = await findBidderForBooking(tx.db, bidderId);
    if (!current?.quoteId || current.quoteStatus !== 'submitted') throw fieldError('bidder_id', bookingMessages.notSubmitted);
    if (await openBookingOfBidder(tx.db, bidderId)) throw conflict(bookingMessages.alreadyOpen);
    const booking = await insertBooking(tx.db, {
      opportunityId: opportunity.id,
      bidderId,
      quoteId: current.quoteId,
      message: message?.trim() || null,
      requestedBy: caller.userId,
    });
    const venue = await venueContact(tx.db, bidderId);
    if (venue?.email) {
      await ctx.mail.enqueue(tx, {
        to: venue.email,
        template: 'preliminary-booking-request',
        language: venue.language,
        vars: {
          venue_name: venue.name,
          participants: opportunity.participants ?? '',
          start_date: opportunity.startDate ?? '',
          end_date: opportunity.endDate ?? '',
          message: booking.message ?? '',
          link: await venueLink(ctx, tx, current.quoteId, venue.partner, caller),
        },
        personalMessage: booking.message,
      });
    }
    await appendBidderHistory(tx.db, bidderId, caller, 'preliminary_requested', venue?.email ?? null);
    await recordActivity(tx.db, {
      logName: 'Opportunity',
      event: 'preliminary_requested',
      subjectType: 'Opportunity',
      subjectId: opportunity.id,
      causerId: caller.userId,
      properties: { name: opportunity.name, account: { name: venue?.name ?? '' } },
      accountId: current.accountId,
      link: portalPaths.opportunity(opportunity.id),
    });
    return booking.id;
  });
  return toBookingDto(await bookingOrThrow(ctx.database.db, id), 'admin');
}

/** Who answers for the venue: a signed-in user (a partner only for its venue), or an outside venue's quote link. */
export type VenueActor = { kind: 'user'; caller: Caller } | { kind: 'link'; quoteId: number };

/** The booking a venue actor answers: by id for a user, the quote's open one for a link. */
async function bookingForVenue(db: Db, actor: VenueActor, id: number | null): Promise<BookingView> {
  const row = actor.kind === 'user' && id !== null ? await findBooking(db, id) : await latestBookingOfQuote(db, actor.kind === 'link' ? actor.quoteId : -1);
  if (!row) throw notFound(bookingMessages.missing);
  if (actor.kind === 'user') {
    const scope = scopeAccountId(actor.caller);
    if (scope !== null && row.venueAccountId !== scope) throw notFound(bookingMessages.missing);
  } else if (row.venueAccountId !== null) {
    throw notFound(bookingMessages.missing);
  }
  return row;
}

/** The venue holds the dates until a date, or cancels (partner portal or outside venue's link). */
export async function answerAsVenue(ctx: AppContext, actor: VenueActor, id: number | null, input: HoldInput): Promise<BookingDto> {
  const found = await bookingForVenue(ctx.database.db, actor, id);
  const today = todayIn();
  const hold = input.response === 'hold';
  checkVenueAnswer(input, found.opportunity.startDate, today);
  const declineText = input.decline_reason === 'other' ? input.decline_reason_text!.trim() : null;
  const caller = actor.kind === 'user' ? actor.caller : null;
  await ctx.database.transaction(async (tx) => {
    const booking = await lockBooking(tx.db, found.booking.id);
    if (!booking) throw notFound(bookingMessages.missing);
    const row = await bookingOrThrow(tx.db, booking.id);
    if (row.opportunity.status !== 'open') throw conflict(bookingMessages.decided);
    if (booking.status !== 'requested' && booking.status !== 'held') throw conflict(bookingMessages.notWaitingForVenue);
    // The event's date read under the lock: a date moved since the first check is checked again.
    if (row.opportunity.startDate !== found.opportunity.startDate) checkVenueAnswer(input, row.opportunity.startDate, today);
    await changeBooking(tx, caller?.role ?? 'link', booking, hold ? 'hold' : 'cancel', {
      response: input.response,
      holdUntil: hold ? input.hold_until! : booking.holdUntil,
      additionalInformation: input.additional_information?.trim() || null,
      declineReason: hold ? null : input.decline_reason!,
      declineReasonText: hold ? null : declineText,
      respondedAt: new Date(),
      remindedAt: null,
    });
    await appendBidderHistory(tx.db, booking.bidderId, caller, hold ? 'preliminary_held' : 'preliminary_cancelled', hold ? input.hold_until! : null, {
      attention: true,
    });
    await tellOwner(
      tx,
      row,
      'Preliminary Booking from Partner Panel',
      hold
        ? {
            en: `${row.venueName} holds the dates for ${row.opportunity.name} until ${input.hold_until}`,
            sw: `${row.venueName} håller datumen för ${row.opportunity.name} till och med ${input.hold_until}`,
          }
        : {
            en: `${row.venueName} cancelled the preliminary booking for ${row.opportunity.name}: ${declineReasonText(input.decline_reason!, declineText).en}`,
            sw: `${row.venueName} avböjde preliminärbokningen för ${row.opportunity.name}: ${declineReasonText(input.decline_reason!, declineText).sw}`,
          },
    );
    await recordActivity(tx.db, {
      logName: 'Opportunity',
      event: 'preliminary_answered',
      subjectType: 'Opportunity',
      subjectId: row.opportunity.id,
      causerId: caller?.userId ?? null,
      properties: { name: row.opportunity.name, account: { name: row.venueName } },
      accountId: row.venueAccountId,
      link: portalPaths.opportunity(row.opportunity.id),
    });
    if (hold && row.contactEmail) {
      const { token } = await reissueLink(tx, {
        purpose: 'preliminary_booking_answer',
        subjectType: 'preliminary_booking',
        subjectId: booking.id,
        expiresAt: new Date(Date.parse(`${addDays(input.hold_until!, CUSTOMER_LINK_DAYS_AFTER_HOLD)}T00:00:00Z`)),
        createdBy: caller?.userId ?? null,
      });
      await ctx.mail.enqueue(tx, {
        to: row.contactEmail,
        template: 'preliminary-booking-held',
        language: row.customerLanguage,
        vars: {
          first_name: row.contactFirstName ?? '',
          venue_name: row.venueName,
          start_date: row.opportunity.startDate ?? '',
          hold_until: input.hold_until!,
          link: portalUrl(ctx.config, customerPath(row, token)),
          request_link: await customerRequestUrlOfOpportunity(tx, ctx.config, row.opportunity.id, caller?.userId ?? null),
        },
      });
    }
  });
  return toBookingDto(await bookingOrThrow(ctx.database.db, found.booking.id), actor.kind === 'user' && isAdmin(actor.caller) ? 'admin' : 'venue');
}

const declineReasons: Record<Exclude<HoldDeclineReason, 'other'>, LocalizedText> = {
  price: { en: 'the price', sw: 'priset' },
  dates_taken: { en: 'the dates are taken', sw: 'datumen är upptagna' },
  too_small: { en: 'too small for the group', sw: 'för liten för sällskapet' },
};

/** A decline's reason in words, for the owner's notification and the bidder's history. */
function declineReasonText(reason: HoldDeclineReason, text: string | null): LocalizedText {
  return reason === 'other' ? { en: text ?? '', sw: text ?? '' } : declineReasons[reason];
}

/**
 * The venue's answer as the form checks it too (issue 27 §2): a hold ends today or later and on or
 * before the event's first day; a decline names a preset reason, 'other' with a text. One 422
 * names every field at fault, before anything is written.
 */
export function checkVenueAnswer(input: HoldInput, startDate: string | null, today: string): void {
  const errors = new FieldErrorBag();
  if (input.response === 'hold') {
    if (!input.hold_until) errors.add('hold_until', bookingMessages.holdUntil);
    else if (startDate !== null && startDate < today) errors.add('hold_until', bookingMessages.eventStarted);
    else if (input.hold_until < today) errors.add('hold_until', bookingMessages.holdPast);
    else if (startDate !== null && input.hold_until > startDate) errors.add('hold_until', bookingMessages.holdAfterStart);
  } else if (!input.decline_reason) {
    errors.add('decline_reason', bookingMessages.declineReason);
  } else if (input.decline_reason === 'other' && !input.decline_reason_text?.trim()) {
    errors.add('decline_reason_text', bookingMessages.declineReasonText);
  }
  errors.throwIfAny();
}

function customerPath(row: BookingView, token: string): string {
  return portalPaths.preliminaryBooking(
    {
      opportunityId: row.opportunity.id,
      quoteId: row.booking.quoteId,
      customerId: row.opportunity.accountId ?? 0,
      bidderId: row.booking.bidderId,
      bookingId: row.booking.id,
    },
    token,
  );
}

/** The admin asks the venue to hold the dates longer: the booking waits for the venue again. */
export async function askToExtend(ctx: AppContext, caller: Caller, id: number): Promise<BookingDto> {
  await bookingOrThrow(ctx.database.db, id);
  await ctx.database.transaction(async (tx) => {
    const booking = await lockBooking(tx.db, id);
    if (!booking) throw notFound(bookingMessages.missing);
    const row = await bookingOrThrow(tx.db, id);
    if (row.opportunity.status !== 'open') throw conflict(bookingMessages.decided);
    if (booking.status !== 'held' && booking.status !== 'expired') throw conflict(bookingMessages.notExtendable);
    await changeBooking(tx, caller.role, booking, 'extend', { extensionRequestedAt: new Date(), remindedAt: null });
    const venue = await venueContact(tx.db, booking.bidderId);
    if (venue?.email) {
      await ctx.mail.enqueue(tx, {
        to: venue.email,
        template: 'preliminary-booking-extend',
        language: venue.language,
        vars: {
          venue_name: venue.name,
          start_date: row.opportunity.startDate ?? '',
          hold_until: booking.holdUntil ?? '',
          link: await venueLink(ctx, tx, booking.quoteId, venue.partner, caller),
        },
      });
    }
    await appendBidderHistory(tx.db, booking.bidderId, caller, 'preliminary_extend', booking.holdUntil);
  });
  return toBookingDto(await bookingOrThrow(ctx.database.db, id), 'admin');
}

/** The customer's view of the link's booking (SPEC §7 get-preliminary-booking); another id is a 404. */
export async function getForCustomer(ctx: AppContext, linkSubjectId: number, id: number): Promise<BookingDto> {
  if (linkSubjectId !== id) throw notFound(bookingMessages.missing);
  return toBookingDto(await bookingOrThrow(ctx.database.db, id), 'customer');
}

/**
 * The customer confirms or declines the held dates. Irreversible: the same answer again is
 * answered with the booking as it is, another one with 409.
 */
export async function answerAsCustomer(ctx: AppContext, id: number, input: CustomerAnswerInput): Promise<{ booking: BookingDto; message: LocalizedText }> {
  const confirm = input.answer === 'confirm';
  const answered = confirm ? 'confirmed' : 'declined';
  const message = confirm ? bookingMessages.confirmed : bookingMessages.declined;
  await bookingOrThrow(ctx.database.db, id);
  await ctx.database.transaction(async (tx) => {
    const booking = await lockBooking(tx.db, id);
    if (!booking) throw notFound(bookingMessages.missing);
    if (booking.status === answered) return;
    if (booking.status === 'confirmed' || booking.status === 'declined') throw conflict(bookingMessages.answeredOtherwise);
    const row = await bookingOrThrow(tx.db, id);
    if (row.opportunity.status !== 'open') throw conflict(bookingMessages.decided);
    if (booking.status === 'cancelled') throw conflict(bookingMessages.cancelledByVenue);
    if (booking.status === 'requested') throw conflict(bookingMessages.waitingForVenue);
    if (booking.status === 'expired' || (booking.holdUntil !== null && booking.holdUntil < todayIn())) throw conflict(bookingMessages.expired);
    await changeBooking(tx, 'link', booking, confirm ? 'confirm' : 'decline', { customerComment: input.comment?.trim() || null, customerAnsweredAt: new Date() });
    await appendBidderHistory(tx.db, booking.bidderId, null, confirm ? 'preliminary_confirmed' : 'preliminary_declined', input.comment?.trim() || null, { attention: true });
    await tellOwner(
      tx,
      row,
      'Quote Presentation',
      confirm
        ? { en: `The customer confirmed the booking at ${row.venueName} for ${row.opportunity.name}`, sw: `Kunden bekräftade bokningen hos ${row.venueName} för ${row.opportunity.name}` }
        : { en: `The customer declined the booking at ${row.venueName} for ${row.opportunity.name}`, sw: `Kunden avböjde bokningen hos ${row.venueName} för ${row.opportunity.name}` },
    );
    await recordActivity(tx.db, {
      logName: 'Opportunity',
      event: 'preliminary_answered',
      subjectType: 'Opportunity',
      subjectId: row.opportunity.id,
      causerId: null,
      properties: { name: row.opportunity.name, account: { name: row.venueName } },
      accountId: row.venueAccountId,
      link: portalPaths.opportunity(row.opportunity.id),
    });
    const venue = await venueContact(tx.db, booking.bidderId);
    if (venue?.email) {
      await ctx.mail.enqueue(tx, {
        to: venue.email,
        template: 'preliminary-booking-answered',
        language: venue.language,
        vars: {
          venue_name: venue.name,
          start_date: row.opportunity.startDate ?? '',
          answer: venue.language === 'en' ? (confirm ? 'confirmed' : 'declined') : confirm ? 'bekräftat' : 'avböjt',
          comment: input.comment?.trim() ?? '',
        },
      });
    }
    if (row.contactEmail) {
      const requestLink = await customerRequestUrlOfOpportunity(tx, ctx.config, row.opportunity.id);
      const common = { first_name: row.contactFirstName ?? '', venue_name: row.venueName, start_date: row.opportunity.startDate ?? '', request_link: requestLink };
      if (confirm) {
        await ctx.mail.enqueue(tx, {
          to: row.contactEmail,
          template: 'customer-booking-confirmed',
          language: row.customerLanguage,
          vars: { ...common, end_date: row.opportunity.endDate ?? '' },
        });
      } else {
        await ctx.mail.enqueue(tx, { to: row.contactEmail, template: 'customer-booking-declined', language: row.customerLanguage, vars: common });
      }
    }
  });
  return { booking: toBookingDto(await bookingOrThrow(ctx.database.db, id), 'customer'), message };
}

// ---- The hold's date: reminders and expiry (the job) -------------------------------------

/**
 * One hold's due step, if any: a reminder to the venue and the customer (and a notification) the
 * day before or on its date, and the expiry once the date has passed. Under the booking's row
 * lock, each happens once.
 */
export async function settleHold(ctx: AppContext, id: number, today: string = todayIn()): Promise<'reminded' | 'expired' | null> {
  return ctx.database.transaction(async (tx) => {
    const booking = await lockBooking(tx.db, id);
    if (!booking || booking.status !== 'held' || booking.holdUntil === null) return null;
    const row = await bookingOrThrow(tx.db, id);
    if (row.opportunity.status !== 'open') return null;
    const expired = booking.holdUntil < today;
    if (!expired && (booking.remindedAt !== null || booking.holdUntil > addDays(today, 1))) return null;
    const venue = await venueContact(tx.db, booking.bidderId);
    const vars = { venue_name: row.venueName, start_date: row.opportunity.startDate ?? '', hold_until: booking.holdUntil };
    if (expired) {
      await changeBooking(tx, 'job', booking, 'expire');
      if (venue?.email) {
        await ctx.mail.enqueue(tx, { to: venue.email, template: 'preliminary-booking-expired', language: venue.language, vars: { ...vars, recipient_name: venue.name } });
      }
      if (row.contactEmail) {
        await ctx.mail.enqueue(tx, {
          to: row.contactEmail,
          template: 'preliminary-booking-expired',
          language: row.customerLanguage,
          vars: { ...vars, recipient_name: row.contactFirstName ?? '' },
        });
      }
    } else {
      await updateBooking(tx.db, id, { remindedAt: new Date() });
      if (venue?.email) {
        await ctx.mail.enqueue(tx, {
          to: venue.email,
          template: 'preliminary-booking-reminder',
          language: venue.language,
          vars: { ...vars, recipient_name: venue.name, link: await venueLink(ctx, tx, booking.quoteId, venue.partner, null) },
        });
      }
      if (row.contactEmail) {
        const { token } = await reissueLink(tx, {
          purpose: 'preliminary_booking_answer',
          subjectType: 'preliminary_booking',
          subjectId: id,
          expiresAt: new Date(Date.parse(`${addDays(booking.holdUntil, CUSTOMER_LINK_DAYS_AFTER_HOLD)}T00:00:00Z`)),
          createdBy: null,
        });
        await ctx.mail.enqueue(tx, {
          to: row.contactEmail,
          template: 'preliminary-booking-reminder',
          language: row.customerLanguage,
          vars: { ...vars, recipient_name: row.contactFirstName ?? '', link: portalUrl(ctx.config, customerPath(row, token)) },
        });
      }
    }
    await appendBidderHistory(tx.db, booking.bidderId, null, expired ? 'preliminary_expired' : 'preliminary_reminded', booking.holdUntil);
    await tellOwner(
      tx,
      row,
      'Preliminary Booking from Partner Panel',
      expired
        ? { en: `The preliminary booking at ${row.venueName} for ${row.opportunity.name} expired`, sw: `Preliminärbokningen hos ${row.venueName} för ${row.opportunity.name} har gått ut` }
        : {
            en: `The preliminary booking at ${row.venueName} for ${row.opportunity.name} is held only until ${booking.holdUntil}`,
            sw: `Preliminärbokningen hos ${row.venueName} för ${row.opportunity.name} hålls bara till och med ${booking.holdUntil}`,
          },
    );
    return expired ? 'expired' : 'reminded';
  });
}

// ---- Lists: holds nearing their end, declines per venue ---------------------------------

/** How many holds a list shows; the count of all goes with it. */
const ENDING_LIST_SIZE = 20;

/**
 * The holds that end within `days` days (today included), soonest first: every venue's for the
 * admin (with the extension requests still waiting for the venue), the partner's own venue's.
 */
export async function listEndingHolds(ctx: AppContext, caller: Caller, days: number = 7): Promise<Schemas['EndingHoldList']> {
  const admin = isAdmin(caller);
  const { rows, total } = await endingHolds(ctx.database.db, {
    until: addDays(todayIn(), days),
    accountId: scopeAccountId(caller),
    limit: ENDING_LIST_SIZE,
  });
  return {
    data: rows.map((row) => ({
      preliminary_booking_id: row.id,
      opportunity_id: row.opportunityId,
      opportunity_name: row.opportunityName,
      quote_id: row.quoteId,
      bidder_id: row.bidderId,
      venue_name: row.venueName,
      status: row.status === 'held' ? 'held' : 'requested',
      hold_until: row.holdUntil,
      start_date: row.startDate,
      end_date: row.endDate,
      reminded_at: row.remindedAt?.toISOString() ?? null,
      extension_requested_at: row.extensionRequestedAt?.toISOString() ?? null,
      actions: { extend: admin && row.status === 'held' },
    })),
    total,
  };
}

/** How often a venue (a partner account) declined a preliminary booking, per reason. */
export async function holdDeclineCounts(ctx: AppContext, accountId: number): Promise<Schemas['HoldDeclineCounts']['data']> {
  if (!(await accountExists(ctx.database.db, accountId))) throw notFound({ en: 'The account does not exist', sw: 'Kontot finns inte' });
  const { counts, others } = await declineCounts(ctx.database.db, accountId);
  const of = (reason: HoldDeclineReason) => counts.find((row) => row.reason === reason)?.value ?? 0;
  const figures = { price: of('price'), dates_taken: of('dates_taken'), too_small: of('too_small'), other: of('other') };
  return { ...figures, total: figures.price + figures.dates_taken + figures.too_small + figures.other, latest_other: others };
}
