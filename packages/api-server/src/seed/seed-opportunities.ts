import { eq, inArray } from 'drizzle-orm';
import { todayIn } from '../core/dates.js';
import type { Tx } from '../core/db/client.js';
import { portalPaths } from '../core/urls.js';
import { activityLog } from '../core/audit/schema.js';
import { accountHalls, accounts } from '../modules/accounts/schema.js';
import { contacts } from '../modules/contacts/schema.js';
import { bidders, quotes, type BidderHistoryEntry, type QuoteStatus } from '../modules/bidders/schema.js';
import { preliminaryBookings } from '../modules/bookings/schema.js';
import { opportunities, opportunityItems, type LostReason, type OpportunityStatus } from '../modules/opportunities/schema.js';
import { products } from '../modules/products/schema.js';
import { vatRatesOn } from '../core/money/repository.js';
import { linesOf, replaceLines, requestItems, updateLines } from '../modules/quotes/repository.js';
import { addDays, linesFromRequest, priceLineValues, totalsOfLines } from '../modules/quotes/rules.js';
import { seedCommission, type DemoCommissionState } from './seed-commissions.js';
import { markSeen } from '../core/views/record-views.js';

/**
 * A venue on a demo opportunity: a partner account by name, or an outside venue (name, email);
 * `quote` is its quote's state (none: added, not invited yet), `total` the quote in kronor ex VAT.
 * The venues' answer pages come with the quotes, so the seed writes their answers directly.
 */
interface DemoVenue {
  partner?: string;
  outside?: [name: string, email: string];
  quote?: QuoteStatus;
  total?: number;
  /** Ticked for the customer's presentation (a submitted quote). */
  present?: true;
  /** A preliminary booking asked of the venue, waiting for its answer. */
  preliminary?: true;
}

interface DemoOpportunity {
  account: string;
  contactEmail: string;
  place: string;
  status: OpportunityStatus;
  seen: boolean;
  lostReason?: LostReason;
  startInDays: number;
  nights: number;
  participants: number;
  createdDaysAgo: number;
  message: string | null;
  venues?: DemoVenue[];
  /** When a won one was won (its activity entry, which the dashboard counts). */
  wonDaysAgo?: number;
  /** Meals, conference rooms and extras by product name, every day, for everyone (rooms: 8 people). */
  items?: string[];
  /** How far a won one's commission has come (none: upcoming). */
  commission?: DemoCommissionState;
}

const HOTEL = 'Demo Konferenshotell';
const MANOR = 'Sjöviks Herrgård';
const STRAND = 'Strandhotellet Varberg';
const FJALL = 'Fjällstugan Åre AB';
const VISBY = 'Visby Strand Kongress AB';

const demoOpportunities: DemoOpportunity[] = [
  { account: 'Berglund Konsult AB', contactEmail: 'johan@berglundkonsult.demo', place: 'Stockholms län/Sigtuna', status: 'open', seen: false, startInDays: 35, nights: 1, participants: 16, createdDaysAgo: 1, message: 'Strategidagar för ledningsgruppen.' },
  { account: 'Nordisk Energi AB', contactEmail: 'sara.lindqvist@nordiskenergi.demo', place: 'Jämtlands län/Åre', status: 'open', seen: true, startInDays: 70, nights: 2, participants: 40, createdDaysAgo: 4, message: 'Hälften av deltagarna äter vegetariskt.',
    items: ['Lunchbuffé', 'Trerättersmiddag', 'Grupprum', 'Guidad kajaktur'],
    venues: [{ partner: FJALL, quote: 'submitted', total: 182_400 }, { partner: HOTEL, quote: 'saved' }, { outside: ['Åre Fjällby', 'bokning@arefjallby.example'], quote: 'new' }] },
  { account: 'Skärgårdsbanken', contactEmail: 'lars.eriksson@skargardsbanken.demo', place: 'Stockholms län/Norrtälje', status: 'lost', seen: true, lostReason: 'changed_dates', startInDays: 20, nights: 1, participants: 18, createdDaysAgo: 12, message: null,
    venues: [{ partner: HOTEL, quote: 'submitted', total: 61_200 }] },
  { account: 'Berglund Konsult AB', contactEmail: 'johan@berglundkonsult.demo', place: 'Västra Götalands län/Göteborg', status: 'closed', seen: true, startInDays: 10, nights: 0, participants: 12, createdDaysAgo: 20, message: 'Kunden bokade själv till slut.' },
  { account: 'Göteborgs Hamnlogistik AB', contactEmail: 'ahmed.karimi@hamnlogistik.demo', place: 'Hallands län/Varberg', status: 'open', seen: true, startInDays: 28, nights: 1, participants: 24, createdDaysAgo: 3, message: 'Teambuilding på eftermiddagen.',
    items: ['Lunchbuffé', 'Tvårättersmiddag', 'Vinprovning'],
    venues: [{ partner: STRAND, quote: 'submitted', total: 96_000, present: true }, { partner: MANOR, quote: 'submitted', total: 104_500, present: true }, { partner: HOTEL, quote: 'denied' }] },
  { account: 'Umeå Bioteknik AB', contactEmail: 'sofia.lundmark@umeabioteknik.demo', place: 'Västerbottens län/Umeå', status: 'open', seen: false, startInDays: 50, nights: 2, participants: 30, createdDaysAgo: 2, message: 'Forskningsdagar med postersession.',
    venues: [{ partner: HOTEL, quote: 'new' }, { partner: MANOR, quote: 'new' }] },
  { account: 'Nordisk Energi AB', contactEmail: 'sara.lindqvist@nordiskenergi.demo', place: 'Gotlands län/Visby', status: 'won', wonDaysAgo: 2, seen: true, startInDays: 45, nights: 2, participants: 28, createdDaysAgo: 25, message: 'Sommarkonferens med middag vid havet.',
    venues: [{ partner: VISBY, quote: 'won', total: 158_900 }, { partner: HOTEL, quote: 'lost', total: 171_000 }, { outside: ['Hotell Solhem', 'info@solhem.example'], quote: 'lost' }] },
  { account: 'Skärgårdsbanken', contactEmail: 'lars.eriksson@skargardsbanken.demo', place: 'Dalarnas län/Leksand', status: 'won', wonDaysAgo: 9, seen: true, startInDays: 15, nights: 1, participants: 20, createdDaysAgo: 30, message: null,
    venues: [{ partner: MANOR, quote: 'won', total: 78_400 }, { partner: HOTEL, quote: 'lost', total: 82_000 }] },
  { account: 'Berglund Konsult AB', contactEmail: 'johan@berglundkonsult.demo', place: 'Stockholms län/Sigtuna', status: 'open', seen: true, startInDays: 90, nights: 1, participants: 14, createdDaysAgo: 6, message: 'Workshop om digitalisering.',
    venues: [{ partner: HOTEL }, { outside: ['Sigtunahöjden', 'konferens@sigtunahojden.example'] }] },
  { account: 'Göteborgs Hamnlogistik AB', contactEmail: 'ahmed.karimi@hamnlogistik.demo', place: 'Västra Götalands län/Göteborg', status: 'open', seen: true, startInDays: 60, nights: 0, participants: 45, createdDaysAgo: 9, message: 'Personaldag, bara dagkonferens.',
    venues: [{ partner: STRAND, quote: 'saved' }, { partner: HOTEL, quote: 'new' }] },
  { account: 'Umeå Bioteknik AB', contactEmail: 'sofia.lundmark@umeabioteknik.demo', place: 'Stockholms län/Sigtuna', status: 'lost', seen: true, lostReason: 'booked_alternative', startInDays: 12, nights: 1, participants: 10, createdDaysAgo: 18, message: null,
    venues: [{ partner: HOTEL, quote: 'submitted', total: 38_000 }] },
  { account: 'Nordisk Energi AB', contactEmail: 'sara.lindqvist@nordiskenergi.demo', place: 'Stockholms län/Norrtälje', status: 'open', seen: false, startInDays: 110, nights: 2, participants: 60, createdDaysAgo: 0, message: 'Årsmöte för hela bolaget.' },
  { account: 'Skärgårdsbanken', contactEmail: 'lars.eriksson@skargardsbanken.demo', place: 'Hallands län/Varberg', status: 'open', seen: true, startInDays: 40, nights: 1, participants: 22, createdDaysAgo: 14, message: 'Gärna spa efter mötena.',
    venues: [{ partner: STRAND, quote: 'submitted', total: 88_000 }, { outside: ['Varbergs Kurort', 'info@varbergskurort.example'], quote: 'submitted', total: 92_300 }] },
  { account: 'Berglund Konsult AB', contactEmail: 'johan@berglundkonsult.demo', place: 'Jämtlands län/Åre', status: 'won', wonDaysAgo: 37, seen: true, startInDays: 8, nights: 3, participants: 12, createdDaysAgo: 40, message: 'Skidresa med konferens på förmiddagarna.',
    venues: [{ partner: FJALL, quote: 'won', total: 96_800 }] },
  { account: 'Göteborgs Hamnlogistik AB', contactEmail: 'ahmed.karimi@hamnlogistik.demo', place: 'Dalarnas län/Leksand', status: 'closed', seen: true, startInDays: 30, nights: 1, participants: 16, createdDaysAgo: 22, message: null,
    venues: [{ partner: MANOR, quote: 'new' }] },
  { account: 'Umeå Bioteknik AB', contactEmail: 'sofia.lundmark@umeabioteknik.demo', place: 'Gotlands län/Visby', status: 'open', seen: true, startInDays: 75, nights: 2, participants: 35, createdDaysAgo: 5, message: 'Vi behöver ett stort rum och två grupprum.',
    venues: [{ partner: VISBY, quote: 'new' }, { partner: MANOR }] },
  { account: 'Nordisk Energi AB', contactEmail: 'sara.lindqvist@nordiskenergi.demo', place: 'Västra Götalands län/Göteborg', status: 'lost', seen: true, lostReason: 'customer_cancelled', startInDays: 25, nights: 0, participants: 18, createdDaysAgo: 16, message: null },
  { account: 'Skärgårdsbanken', contactEmail: 'lars.eriksson@skargardsbanken.demo', place: 'Stockholms län/Sigtuna', status: 'open', seen: true, startInDays: 55, nights: 1, participants: 26, createdDaysAgo: 8, message: null,
    venues: [{ partner: HOTEL, quote: 'submitted', total: 99_500, preliminary: true }, { partner: MANOR, quote: 'saved' }, { partner: STRAND, quote: 'new' }] },
  { account: 'Berglund Konsult AB', contactEmail: 'johan@berglundkonsult.demo', place: 'Hallands län/Varberg', status: 'open', seen: false, startInDays: 65, nights: 1, participants: 9, createdDaysAgo: 1, message: 'Liten styrelse, gärna enkelrum med havsutsikt.' },
  // Won and already held: their commissions in each state after upcoming (the demo partner's to report first).
  { account: 'Umeå Bioteknik AB', contactEmail: 'sofia.lundmark@umeabioteknik.demo', place: 'Stockholms län/Stockholm', status: 'won', wonDaysAgo: 30, seen: true, startInDays: -3, nights: 1, participants: 16, createdDaysAgo: 50, message: 'Planeringsdagar för forskargruppen.',
    items: ['Lunchbuffé'], commission: 'to_report',
    venues: [{ partner: HOTEL, quote: 'won', total: 64_800 }] },
  { account: 'Nordisk Energi AB', contactEmail: 'sara.lindqvist@nordiskenergi.demo', place: 'Stockholms län/Stockholm', status: 'won', wonDaysAgo: 60, seen: true, startInDays: -21, nights: 2, participants: 22, createdDaysAgo: 80, message: null,
    commission: 'reported',
    venues: [{ partner: HOTEL, quote: 'won', total: 118_500 }, { partner: MANOR, quote: 'lost', total: 124_000 }] },
  { account: 'Göteborgs Hamnlogistik AB', contactEmail: 'ahmed.karimi@hamnlogistik.demo', place: 'Dalarnas län/Leksand', status: 'won', wonDaysAgo: 75, seen: true, startInDays: -40, nights: 1, participants: 18, createdDaysAgo: 95, message: null,
    commission: 'invoiced',
    venues: [{ partner: MANOR, quote: 'won', total: 72_400 }] },
  { account: 'Skärgårdsbanken', contactEmail: 'lars.eriksson@skargardsbanken.demo', place: 'Stockholms län/Stockholm', status: 'won', wonDaysAgo: 100, seen: true, startInDays: -60, nights: 1, participants: 12, createdDaysAgo: 120, message: null,
    commission: 'received',
    venues: [{ partner: HOTEL, quote: 'won', total: 45_600 }] },
];

const DAY_MS = 86_400_000;
const dateIn = (days: number) => todayIn('Europe/Stockholm', new Date(Date.now() + days * DAY_MS));

/** Demo opportunities in every state and stage, with their venues, quotes and log entries. */
/** Where the demo venues are: the venues panel searches partners by region and city. */
const VENUE_PLACES: Record<string, string> = {
  [HOTEL]: 'Stockholms län/Stockholm',
  [MANOR]: 'Dalarnas län/Leksand',
  [STRAND]: 'Hallands län/Varberg',
  [FJALL]: 'Jämtlands län/Åre',
  [VISBY]: 'Gotlands län/Visby',
};

/**
 * How many guest rooms each demo venue has, and the halls of those whose profile the demo leaves
 * to the admin (the venue suggestions weigh both against a request).
 */
const VENUE_SIZES: Record<string, { guestRooms: number; halls: { name: string; capacity: number; sizeSqm: number }[] }> = {
  [HOTEL]: { guestRooms: 120, halls: [] },
  [MANOR]: { guestRooms: 34, halls: [] },
  [STRAND]: { guestRooms: 80, halls: [{ name: 'Havssalen', capacity: 120, sizeSqm: 160 }, { name: 'Fyren', capacity: 16, sizeSqm: 40 }] },
  [FJALL]: { guestRooms: 45, halls: [{ name: 'Toppstugan', capacity: 60, sizeSqm: 90 }] },
  [VISBY]: { guestRooms: 200, halls: [{ name: 'Kongresshallen', capacity: 1000, sizeSqm: 1200 }] },
};

export async function seedOpportunities(tx: Tx, adminId: number, places: Map<string, { regionId: number; cityId: number }>): Promise<void> {
  for (const [companyName, placeName] of Object.entries(VENUE_PLACES)) {
    const place = places.get(placeName);
    if (!place) throw new Error(`Seed: ${placeName} does not exist`);
    const size = VENUE_SIZES[companyName]!;
    const [venue] = await tx.db
      .update(accounts)
      .set({
        regionId: place.regionId,
        cityId: place.cityId,
        guestRooms: size.guestRooms,
        largestHall: size.halls.length === 0 ? null : Math.max(...size.halls.map((hall) => hall.capacity)),
      })
      .where(eq(accounts.companyName, companyName))
      .returning({ id: accounts.id });
    if (venue && size.halls.length > 0) {
      await tx.db.insert(accountHalls).values(size.halls.map((hall, position) => ({ accountId: venue.id, position, ...hall })));
    }
  }
  const accountRows = await tx.db
    .select({ id: accounts.id, name: accounts.companyName })
    .from(accounts)
    .where(inArray(accounts.companyName, [...demoOpportunities.map((demo) => demo.account), HOTEL, MANOR, STRAND, FJALL, VISBY]));
  const contactRows = await tx.db
    .select({ id: contacts.id, email: contacts.email })
    .from(contacts)
    .where(inArray(contacts.email, demoOpportunities.map((demo) => demo.contactEmail)));

  for (const demo of demoOpportunities) {
    const accountId = accountRows.find((row) => row.name === demo.account)?.id;
    const contactId = contactRows.find((row) => row.email === demo.contactEmail)?.id;
    const place = places.get(demo.place);
    if (!accountId || !contactId || !place) throw new Error(`Seed: opportunity for ${demo.account} refers to nothing`);
    const createdAt = new Date(Date.now() - demo.createdDaysAgo * DAY_MS);
    const startDate = dateIn(demo.startInDays);
    const [row] = await tx.db
      .insert(opportunities)
      .values({
        name: `${demo.account} ${startDate}`,
        accountId,
        contactId,
        ownerId: adminId,
        status: demo.status,
        conferenceType: demo.nights > 0 ? 'overnight' : 'day',
        startDate,
        endDate: dateIn(demo.startInDays + demo.nights),
        arrivalTime: '09:00',
        departureTime: demo.nights > 0 ? '15:00' : '17:00',
        participants: demo.participants,
        singleRooms: demo.nights > 0 ? demo.participants : 0,
        doubleRooms: 0,
        conferenceRoomSize: demo.participants,
        seating: 'u_shaped',
        vatBasis: 'ex',
        regionId: place.regionId,
        cityId: place.cityId,
        message: demo.message,
        lostReason: demo.lostReason ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!row) throw new Error('Seed: opportunity not stored');
    if (demo.seen) await markSeen(tx.db, adminId, 'opportunity', [row.id]);
    await tx.db.insert(activityLog).values({
      logName: 'Opportunity',
      event: 'created',
      subjectType: 'Opportunity',
      subjectId: row.id,
      causerId: adminId,
      properties: { name: row.name },
      accountId,
      link: portalPaths.opportunity(row.id),
      createdAt,
    });
    if (demo.status === 'won') {
      // The win's own entry: the dashboard counts wins by it.
      const wonAt = new Date(Date.now() - (demo.wonDaysAgo ?? 0) * DAY_MS);
      await tx.db.insert(activityLog).values({
        logName: 'Opportunity',
        event: 'won',
        subjectType: 'Opportunity',
        subjectId: row.id,
        causerId: adminId,
        properties: { name: row.name },
        accountId,
        link: portalPaths.opportunity(row.id),
        createdAt: wonAt,
      });
    }
    for (const [position, name] of (demo.items ?? []).entries()) {
      const [product] = await tx.db.select().from(products).where(eq(products.name, name));
      if (!product) throw new Error(`Seed: product ${name} does not exist`);
      const kind = product.family === 'meal' ? 'meal' : product.family === 'conference' ? 'conference_room' : 'product';
      await tx.db.insert(opportunityItems).values({
        opportunityId: row.id,
        kind,
        productId: product.id,
        name: product.name,
        quantity: kind === 'conference_room' ? 8 : demo.participants,
        roomSize: kind === 'conference_room' ? 8 : null,
        seating: kind === 'conference_room' ? 'boardroom' : null,
        pricePerPerson: product.pricePerPerson,
        minimumPrice: product.minimumPrice,
        startPrice: product.startPrice,
        position,
      });
    }
    for (const [index, venue] of (demo.venues ?? []).entries()) {
      const partnerId = venue.partner ? accountRows.find((account) => account.name === venue.partner)?.id : null;
      if (venue.partner && !partnerId) throw new Error(`Seed: venue ${venue.partner} does not exist`);
      const invitedAt = venue.quote ? new Date(createdAt.getTime() + DAY_MS / 4) : null;
      const by = { id: adminId, name: 'Anna Admin' };
      const history: BidderHistoryEntry[] = [{ at: createdAt.toISOString(), by, event: 'added', detail: null }];
      if (invitedAt) history.push({ at: invitedAt.toISOString(), by, event: 'invited', detail: venue.outside?.[1] ?? null });
      if (venue.quote === 'won' || venue.quote === 'lost') history.push({ at: new Date().toISOString(), by, event: venue.quote, detail: null });
      const [bidder] = await tx.db
        .insert(bidders)
        .values({
          opportunityId: row.id,
          accountId: partnerId ?? null,
          outsideName: venue.outside?.[0] ?? null,
          outsideEmail: venue.outside?.[1] ?? null,
          outsideLanguage: venue.outside ? 'sv' : null,
          indexPriority: index + 1,
          presentToCustomer: venue.present ?? false,
          invitedAt,
          invitations: invitedAt ? 1 : 0,
          // An answer of an open opportunity's venue waits to be seen (the panel's New).
          attentionAt: demo.status === 'open' && (venue.quote === 'submitted' || venue.quote === 'denied') ? (invitedAt ?? createdAt) : null,
          history,
          createdAt,
          updatedAt: invitedAt ?? createdAt,
        })
        .returning({ id: bidders.id });
      if (!venue.quote || !bidder) continue;
      const total = venue.total === undefined ? null : venue.total * 100;
      const [quote] = await tx.db
        .insert(quotes)
        .values({
          bidderId: bidder.id,
          opportunityId: row.id,
          status: venue.quote,
          statusBeforeLost: venue.quote === 'lost' ? (total === null ? 'new' : 'submitted') : null,
          submittedAt: total === null ? null : invitedAt,
          responseDeadline: addDays((invitedAt ?? createdAt).toISOString().slice(0, 10), 7),
          deniedAt: venue.quote === 'denied' ? invitedAt : null,
          deniedReason: venue.quote === 'denied' ? 'Fullbokat de dagarna, tyvärr.' : null,
          ...(total === null
            ? {}
            : {
                respondedAccordingly: true,
                responderName: 'Bokningen',
                responderPhone: '08-410 200 00',
                responderEmail: venue.outside?.[1] ?? 'bokning@demo.test',
                freeCancellation: 'Fri avbokning till 30 dagar före ankomst.',
                samePrice: true,
              }),
          createdAt: invitedAt ?? createdAt,
          updatedAt: invitedAt ?? createdAt,
        })
        .returning({ id: quotes.id });
      await seedQuoteLines(tx, quote!.id, row.id, total);
      // A win makes its commission (in the win's transaction; here in the seed's).
      if (venue.quote === 'won') await seedCommission(tx, adminId, row.id, bidder.id, demo.commission);
      if (venue.preliminary) {
        await tx.db.insert(preliminaryBookings).values({
          opportunityId: row.id,
          bidderId: bidder.id,
          quoteId: quote!.id,
          message: 'Kunden vill gärna ha besked inom en vecka.',
          requestedBy: adminId,
        });
        history.push({ at: new Date().toISOString(), by, event: 'preliminary_requested', detail: null });
        await tx.db.update(bidders).set({ history }).where(eq(bidders.id, bidder.id));
      }
    }
  }
}

/**
 * The demo quote's lines, made from its request as an invitation makes them; an answered demo
 * quote prices every unit alike so that its total ex VAT comes near the demo's figure.
 */
async function seedQuoteLines(tx: Tx, quoteId: number, opportunityId: number, total: number | null): Promise<void> {
  const [opportunity] = await tx.db.select().from(opportunities).where(eq(opportunities.id, opportunityId));
  if (!opportunity) return;
  const rates = await vatRatesOn(tx.db, opportunity.startDate ?? todayIn());
  const made = linesFromRequest({ ...opportunity, items: await requestItems(tx.db, opportunityId) });
  await replaceLines(tx.db, quoteId, made.map((line) => ({ ...line, vatRateBp: rates[line.vatKind] })));
  if (total === null) return;
  const lines = await linesOf(tx.db, quoteId);
  const units = lines.reduce((sum, line) => sum + line.requestedQuantity, 0);
  if (units === 0) return;
  const price = Math.round(total / units);
  const priced = lines.map((line) => {
    const totals = priceLineValues({ ...line, price }, line.vatRateBp, opportunity.vatBasis ?? 'ex');
    return { ...line, price, ordinaryPrice: Math.round(price * 1.15), totalExVat: totals.exVat, totalIncVat: totals.incVat };
  });
  await updateLines(tx.db, quoteId, priced);
  const sums = totalsOfLines(priced);
  await tx.db.update(quotes).set({ totalExVat: sums.ex_vat, totalIncVat: sums.inc_vat }).where(eq(quotes.id, quoteId));
}
