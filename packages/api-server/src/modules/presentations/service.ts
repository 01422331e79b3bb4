import { customerRequestUrlOfOpportunity } from '../customer-requests/service.js';
import type { AppContext } from '../../core/context.js';
import type { Schemas } from '../../core/contract.js';
import { previewMails } from '../../core/mail/preview.js';
import type { Caller } from '../../core/auth/caller.js';
import { insertNotification, recordActivity } from '../../core/audit/audit.js';
import type { Db } from '../../core/db/client.js';
import { conflict, fieldError, notFound } from '../../core/errors.js';
import { reissueLink } from '../../core/links/links.js';
import type { LocalizedText } from '../../core/types.js';
import { portalPaths, portalUrl } from '../../core/urls.js';
import { appendBidderHistory, bidderDto, findBidderForBooking, getOpportunityBidders, lockOpenOpportunity } from '../bidders/service.js';
import { expectedCommissions } from '../commissions/service.js';
import { fileUrl } from '../files/service.js';
import { presentedQuote, responseHoursOfOpportunity } from '../quotes/service.js';
import { compareVenue } from './comparison.js';
import {
  claimOpenNotice,
  insertPresentation,
  latestPresentation,
  markBooked,
  presentationParties,
  setPresentToCustomer,
  tickedVenues,
  userNames,
  venueCitiesOfOpportunity,
  venueProfile,
  venuesOfPresentation,
  type PresentationParties,
  type PresentationRow,
  type PresentedBidder,
} from './repository.js';

type PresentationDto = Schemas['Presentation'];

export const presentationMessages = {
  selectPresent: { en: 'Please select Present to customer', sw: 'Kryssa i Presentera för kund vid minst en anläggning med inskickad offert.' },
  onlySubmitted: { en: 'Only a submitted quote can be presented.', sw: 'Bara en inskickad offert kan presenteras.' },
  contactEmail: {
    en: "Add an email address to the customer's contact before presenting.",
    sw: 'Lägg till en e-postadress på kundens kontaktperson innan du presenterar.',
  },
  presented: { en: 'The quotes are presented to the customer', sw: 'Offerterna har presenterats för kunden' },
  ticked: { en: 'Present to customer updated', sw: 'Presentera för kund har uppdaterats' },
  booked: { en: 'Venue booked', sw: 'Anläggningen är bokad' },
  alreadyBooked: { en: 'this conference venue or opportunity already booked', sw: 'Anläggningen eller affärsmöjligheten är redan bokad' },
  selectVenue: { en: 'Select at least one venue', sw: 'Välj minst en anläggning' },
  notPresented: { en: 'Select venues from the presentation.', sw: 'Välj anläggningar ur presentationen.' },
  missing: { en: 'The presentation does not exist', sw: 'Presentationen finns inte' },
  decided: { en: 'This opportunity already won or lost', sw: 'Affärsmöjligheten är redan vunnen eller förlorad.' },
  bidderMissing: { en: 'The venue is not on this opportunity', sw: 'Anläggningen finns inte på den här affärsmöjligheten' },
} satisfies Record<string, LocalizedText>;

/** Days the customer's link to a presentation works. */
const PRESENTATION_LINK_DAYS = 60;

// ---- The admin's tick --------------------------------------------------------------------

/** Ticks or unticks a venue for the presentation; only a submitted quote can be ticked. */
export async function setPresented(ctx: AppContext, bidderId: number, present: boolean): Promise<Schemas['Bidder']> {
  const bidder = await findBidderForBooking(ctx.database.db, bidderId);
  if (!bidder) throw notFound(presentationMessages.bidderMissing);
  await ctx.database.transaction(async (tx) => {
    await lockOpenOpportunity(tx, bidder.opportunityId);
    const current = await findBidderForBooking(tx.db, bidderId);
    if (present && current?.quoteStatus !== 'submitted') throw fieldError('present_to_customer', presentationMessages.onlySubmitted);
    await setPresentToCustomer(tx.db, bidderId, present);
  });
  return bidderDto(ctx.database.db, bidderId);
}

// ---- The admin's comparison ---------------------------------------------------------------

/**
 * The venues' answers of one opportunity side by side (the opportunity's page), in the venues'
 * order: each submitted quote priced per participant and day and compared with the request by the
 * presentation's rules (`compareQuote`), the commission a win would make (the commissions domain's
 * arithmetic), and how long the venue took to answer. A venue without a submitted quote is listed
 * without figures. Each figure depends on its own venue only, never on the others or the order.
 */
export async function quoteComparison(ctx: AppContext, caller: Caller, opportunityId: number): Promise<Schemas['QuoteComparison']> {
  const db = ctx.database.db;
  // Unknown opportunity: the bidders domain's 404.
  const venues = await getOpportunityBidders(ctx, caller, opportunityId, db);
  const parties = await partiesOrThrow(db, opportunityId);
  const commissions = await expectedCommissions(db, opportunityId);
  const hours = await responseHoursOfOpportunity(db, opportunityId);
  const towns = await venueCitiesOfOpportunity(db, opportunityId);
  const open = parties.status === 'open';
  const rows = await Promise.all(
    venues.map(async (venue): Promise<Schemas['QuoteComparisonVenue']> => {
      const quote = venue.quote_id === null ? null : await presentedQuote(ctx, db, venue.quote_id);
      const answered = quote !== null && quote.submitted_at !== null ? quote : null;
      const comparison = answered ? compareQuote(answered, towns.get(venue.bidder_id) ?? null) : null;
      const commission = answered ? commissions.get(venue.bidder_id) : undefined;
      return {
        bidder_id: venue.bidder_id,
        quote_id: venue.quote_id,
        name: venue.name,
        is_outside_partner: venue.is_outside_partner,
        index_priority: venue.index_priority,
        status: venue.status,
        quote_status: venue.quote_status,
        present_to_customer: venue.present_to_customer,
        can_present: open && venue.quote_status === 'submitted',
        booked_by_customer: venue.booked_by_customer,
        invited_at: venue.invited_at,
        answered_at: quote?.submitted_at ?? quote?.denied_at ?? null,
        response_hours: venue.quote_id === null ? null : (hours.get(venue.quote_id) ?? null),
        total_ex_vat: answered ? answered.totals.ex_vat : null,
        total_inc_vat: answered ? answered.totals.inc_vat : null,
        per_participant: comparison?.per_participant ?? null,
        per_participant_day: comparison?.per_participant_day ?? null,
        commission_bp: commission?.commissionBp ?? null,
        commission_meals_bp: commission?.mealsBp ?? null,
        commission_amount: commission?.amount ?? null,
        comparison,
      };
    }),
  );
  return { opportunity_id: opportunityId, vat_basis: parties.vatBasis ?? 'ex', venues: rows };
}

// ---- What the customer sees --------------------------------------------------------------

/** A quote compared with its request: the presentation's and the admin's comparison alike. */
function compareQuote(quote: Schemas['Quote'], venueCity: string | null): Schemas['VenueComparison'] {
  const { request } = quote;
  return compareVenue(
    {
      conferenceType: request.conference_type,
      startDate: request.start_date,
      endDate: request.end_date,
      participants: request.participants,
      singleRooms: request.single_rooms,
      doubleRooms: request.double_rooms,
      conferenceRoomSize: request.conference_room_size,
      vatBasis: request.vat_basis,
      city: request.city,
      items: request.items.map((item) => ({ kind: item.kind, name: item.name, day: item.day, roomSize: item.room_size })),
    },
    quote.lines.map((line) => ({
      kind: line.kind,
      name: line.name,
      day: line.day,
      requestedQuantity: line.requested_quantity,
      offeredQuantity: line.offered_quantity,
      price: line.price,
      totalExVat: line.total_ex_vat,
      totalIncVat: line.total_inc_vat,
    })),
    quote.halls.map((hall) => ({ sizeSqm: hall.size_sqm, capacity: hall.capacity })),
    venueCity,
  );
}

async function presentedVenue(ctx: AppContext, db: Db, venue: PresentedBidder, position: number): Promise<Schemas['PresentedVenue']> {
  const [quote, profile] = await Promise.all([presentedQuote(ctx, db, venue.quoteId), venueProfile(db, venue.bidderId)]);
  const quoteImages = quote.files.filter((file) => file.kind === 'image').map((file) => ({ url: file.url, thumbnail_url: file.thumbnail_url }));
  const profileImages = (profile?.images ?? []).map((image) => ({ url: fileUrl(image.key), thumbnail_url: image.thumbnailKey ? fileUrl(image.thumbnailKey) : null }));
  return {
    bidder_id: venue.bidderId,
    quote_id: venue.quoteId,
    position,
    name: quote.venue_name,
    title: profile?.title ?? null,
    description: profile?.description ?? null,
    address: profile?.address ?? null,
    city: profile?.city ?? null,
    location: profile && profile.latitude !== null && profile.longitude !== null ? { lat: profile.latitude, lng: profile.longitude } : null,
    images: [...profileImages, ...quoteImages],
    halls: quote.halls,
    lines: quote.lines,
    totals: quote.totals,
    additional_information: quote.additional_information,
    free_cancellation: quote.free_cancellation,
    attachment: quote.files.find((file) => file.kind === 'attachment') ?? null,
    comparison: compareQuote(quote, profile?.city ?? null),
    booked: venue.booked,
  };
}

async function requestOf(ctx: AppContext, db: Db, venues: PresentedBidder[], opportunityId: number): Promise<Schemas['QuoteRequest'] | null> {
  const first = venues[0];
  if (!first) return null;
  const quote = await presentedQuote(ctx, db, first.quoteId);
  return quote.opportunity_id === opportunityId ? quote.request : null;
}

async function buildPresentation(
  ctx: AppContext,
  db: Db,
  parties: PresentationParties,
  venues: PresentedBidder[],
  sent: PresentationRow | undefined,
  preview: boolean,
): Promise<PresentationDto> {
  const shown = await Promise.all(venues.map((venue, index) => presentedVenue(ctx, db, venue, index + 1)));
  const request = (await requestOf(ctx, db, venues, parties.id)) ?? emptyRequest(parties);
  const bookedIds = sent ? (await venuesOfPresentation(db, sent.id)).filter((venue) => venue.booked).map((venue) => venue.bidderId) : [];
  return {
    opportunity_id: parties.id,
    preview,
    language: parties.language,
    customer_name: parties.customerName,
    vat_basis: parties.vatBasis ?? 'ex',
    request,
    venues: shown,
    sent_at: sent?.sentAt.toISOString() ?? null,
    booked_at: sent?.bookedAt?.toISOString() ?? null,
    booked_bidder_ids: bookedIds,
    can_book: !preview && sent !== undefined && sent.bookedAt === null && parties.status === 'open' && shown.length > 0,
    contact: parties.ownerEmail ? { name: `${parties.ownerFirstName ?? ''} ${parties.ownerLastName ?? ''}`.trim(), email: parties.ownerEmail } : null,
  };
}

/** A request with nothing presented yet (a preview before any venue is ticked). */
function emptyRequest(parties: PresentationParties): Schemas['QuoteRequest'] {
  return {
    opportunity_id: parties.id,
    conference_type: null,
    start_date: parties.startDate,
    end_date: null,
    arrival_time: null,
    departure_time: null,
    participants: null,
    single_rooms: 0,
    double_rooms: 0,
    conference_room_size: null,
    seating: null,
    vat_basis: parties.vatBasis ?? 'ex',
    region: null,
    city: null,
    message: null,
    items: [],
    answers: [],
  };
}

async function partiesOrThrow(db: Db, opportunityId: number): Promise<PresentationParties> {
  const parties = await presentationParties(db, opportunityId);
  if (!parties) throw notFound(presentationMessages.missing);
  return parties;
}

/** The admin's preview: the ticked venues as the customer would see them now. Nothing is recorded. */
export async function previewPresentation(ctx: AppContext, opportunityId: number): Promise<PresentationDto> {
  const db = ctx.database.db;
  const parties = await partiesOrThrow(db, opportunityId);
  return buildPresentation(ctx, db, parties, await tickedVenues(db, opportunityId), await latestPresentation(db, opportunityId), true);
}

/**
 * The customer's presentation (the link names the opportunity): its newest presentation as sent.
 * Tells the owner it was opened ('Preview Quote'), at most once an hour.
 */
export async function linkedPresentation(ctx: AppContext, opportunityId: number): Promise<PresentationDto> {
  const db = ctx.database.db;
  const parties = await partiesOrThrow(db, opportunityId);
  const sent = await latestPresentation(db, opportunityId);
  if (!sent) throw notFound(presentationMessages.missing);
  const presentation = await buildPresentation(ctx, db, parties, await venuesOfPresentation(db, sent.id), sent, false);
  if (await claimOpenNotice(db, sent.id)) {
    await insertNotification(db, {
      type: 'presentation.opened',
      notifiableType: 'Quote',
      notifiableId: sent.id,
      userId: parties.ownerId,
      data: {
        source: 'Preview Quote',
        message: { en: `The customer opened the quote presentation for ${parties.name}`, sw: `Kunden har öppnat offertpresentationen för ${parties.name}` },
        opportunity_id: parties.id,
        link: portalPaths.opportunity(parties.id),
      },
    });
  }
  return presentation;
}

// ---- Sending -----------------------------------------------------------------------------

/**
 * Sends the presentation of the ticked venues: a new presentation row with its venues in order,
 * a fresh link (the previous one revoked), the mail to the customer's contact in the customer's
 * language, each venue's history and the opportunity's log, in one transaction.
 */
export async function presentToCustomer(
  ctx: AppContext,
  caller: Caller,
  opportunityId: number,
  message: string | null = null,
): Promise<Schemas['PresentationSent']['data']> {
  await partiesOrThrow(ctx.database.db, opportunityId);
  return ctx.database.transaction(async (tx) => {
    await lockOpenOpportunity(tx, opportunityId);
    const parties = await partiesOrThrow(tx.db, opportunityId);
    const previous = await latestPresentation(tx.db, opportunityId, true);
    if (previous?.bookedAt) throw conflict(presentationMessages.alreadyBooked);
    const venues = await tickedVenues(tx.db, opportunityId);
    if (venues.length === 0) throw fieldError('present_to_customer', presentationMessages.selectPresent);
    if (!parties.contactEmail) throw fieldError('contact_id', presentationMessages.contactEmail);
    const ids = venues.map((venue) => venue.bidderId);
    const presentation = await insertPresentation(tx.db, opportunityId, caller.userId, ids);
    const { token } = await reissueLink(tx, {
      purpose: 'presentation_view',
      subjectType: 'opportunity',
      subjectId: opportunityId,
      ttlSeconds: PRESENTATION_LINK_DAYS * 86_400,
      createdBy: caller.userId,
    });
    await ctx.mail.enqueue(tx, {
      to: parties.contactEmail,
      template: 'quote-presentation',
      language: parties.language,
      vars: {
        first_name: parties.contactFirstName ?? '',
        venue_count: ids.length,
        start_date: parties.startDate ?? '',
        sender_name: await senderName(tx.db, caller.userId),
        link: portalUrl(ctx.config, portalPaths.presentation(opportunityId, caller.userId, token)),
        request_link: await customerRequestUrlOfOpportunity(tx, ctx.config, opportunityId, caller.userId),
      },
      personalMessage: message,
    });
    for (const id of ids) await appendBidderHistory(tx.db, id, caller, 'presented', null);
    await recordActivity(tx.db, {
      logName: 'Opportunity',
      event: 'presented',
      subjectType: 'Opportunity',
      subjectId: opportunityId,
      causerId: caller.userId,
      properties: { name: parties.name },
      accountId: null,
      link: portalPaths.opportunity(opportunityId),
    });
    return { sent_at: presentation.sentAt.toISOString(), email: parties.contactEmail, bidder_ids: ids };
  });
}

/** The mail `presentToCustomer` would send now with this message, nothing sent or written (core/mail/preview.ts). */
export function previewPresentationMail(ctx: AppContext, caller: Caller, opportunityId: number, message: string | null = null): Promise<Schemas['MailPreview'][]> {
  return previewMails(ctx, (preview) => presentToCustomer(preview, caller, opportunityId, message));
}

async function senderName(db: Db, userId: number): Promise<string> {
  const user = await userNames(db, userId);
  return user ? `${user.firstName} ${user.lastName}` : '';
}

// ---- Booking -----------------------------------------------------------------------------

/**
 * The customer books one presented venue or more. Under the presentation's row lock: the first
 * booking wins; the same choice again (a double click, a second tab) answers with it; another
 * choice answers 409.
 */
export async function bookPresentation(ctx: AppContext, opportunityId: number, bidderIds: number[]): Promise<Schemas['PresentationBooked']['data']> {
  const chosen = [...new Set(bidderIds)].sort((a, b) => a - b);
  if (chosen.length === 0) throw fieldError('bidder_ids', presentationMessages.selectVenue);
  return ctx.database.transaction(async (tx) => {
    const presentation = await latestPresentation(tx.db, opportunityId, true);
    if (!presentation) throw notFound(presentationMessages.missing);
    const venues = await venuesOfPresentation(tx.db, presentation.id);
    if (!chosen.every((id) => venues.some((venue) => venue.bidderId === id))) throw fieldError('bidder_ids', presentationMessages.notPresented);
    if (presentation.bookedAt) {
      const booked = venues.filter((venue) => venue.booked).map((venue) => venue.bidderId).sort((a, b) => a - b);
      if (booked.length === chosen.length && booked.every((id, index) => id === chosen[index])) {
        return { booked_at: presentation.bookedAt.toISOString(), booked_bidder_ids: booked };
      }
      throw conflict(presentationMessages.alreadyBooked);
    }
    const parties = await partiesOrThrow(tx.db, opportunityId);
    if (parties.status !== 'open') throw conflict(presentationMessages.decided);
    const bookedAt = await markBooked(tx.db, presentation.id, chosen);
    const names: string[] = [];
    for (const id of chosen) {
      await appendBidderHistory(tx.db, id, null, 'booked', null, { attention: true });
      names.push((await bidderDto(tx.db, id)).name);
    }
    const venueNames = names.join(', ');
    await insertNotification(tx.db, {
      type: 'presentation.booked',
      notifiableType: 'Quote',
      notifiableId: presentation.id,
      userId: parties.ownerId,
      data: {
        source: 'Quote Presentation',
        message: { en: `The customer booked ${venueNames} for ${parties.name}`, sw: `Kunden har bokat ${venueNames} för ${parties.name}` },
        opportunity_id: parties.id,
        link: portalPaths.opportunity(parties.id),
      },
    });
    await recordActivity(tx.db, {
      logName: 'Opportunity',
      event: 'booked',
      subjectType: 'Opportunity',
      subjectId: opportunityId,
      causerId: null,
      properties: { name: parties.name, account: { name: venueNames } },
      accountId: null,
      link: portalPaths.opportunity(opportunityId),
    });
    if (parties.ownerEmail) {
      await ctx.mail.enqueue(tx, {
        to: parties.ownerEmail,
        template: 'presentation-booked',
        language: parties.ownerLanguage ?? 'sv',
        vars: {
          first_name: parties.ownerFirstName ?? '',
          opportunity_name: parties.name,
          venue_names: venueNames,
          link: portalUrl(ctx.config, portalPaths.opportunity(opportunityId)),
        },
      });
    }
    if (parties.contactEmail) {
      await ctx.mail.enqueue(tx, {
        to: parties.contactEmail,
        template: 'customer-booked',
        language: parties.language,
        vars: {
          first_name: parties.contactFirstName ?? '',
          venue_names: venueNames,
          start_date: parties.startDate ?? '',
          request_link: await customerRequestUrlOfOpportunity(tx, ctx.config, opportunityId),
        },
      });
    }
    return { booked_at: bookedAt.toISOString(), booked_bidder_ids: chosen };
  });
}
