import { inArray } from 'drizzle-orm';
import { todayIn } from '../core/dates.js';
import type { Tx } from '../core/db/client.js';
import { portalPaths } from '../core/urls.js';
import { activityLog } from '../core/audit/schema.js';
import { accounts } from '../modules/accounts/schema.js';
import { contacts } from '../modules/contacts/schema.js';
import { opportunities, type LostReason, type OpportunityStatus } from '../modules/opportunities/schema.js';

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
}

const demoOpportunities: DemoOpportunity[] = [
  { account: 'Berglund Konsult AB', contactEmail: 'johan@berglundkonsult.demo', place: 'Stockholms län/Sigtuna', status: 'open', seen: false, startInDays: 35, nights: 1, participants: 16, createdDaysAgo: 1, message: 'Strategidagar för ledningsgruppen.' },
  { account: 'Nordisk Energi AB', contactEmail: 'sara.lindqvist@nordiskenergi.demo', place: 'Jämtlands län/Åre', status: 'open', seen: true, startInDays: 70, nights: 2, participants: 40, createdDaysAgo: 4, message: 'Hälften av deltagarna äter vegetariskt.' },
  { account: 'Skärgårdsbanken', contactEmail: 'lars.eriksson@skargardsbanken.demo', place: 'Stockholms län/Norrtälje', status: 'lost', seen: true, lostReason: 'changed_dates', startInDays: 20, nights: 1, participants: 18, createdDaysAgo: 12, message: null },
  { account: 'Berglund Konsult AB', contactEmail: 'johan@berglundkonsult.demo', place: 'Västra Götalands län/Göteborg', status: 'closed', seen: true, startInDays: 10, nights: 0, participants: 12, createdDaysAgo: 20, message: 'Kunden bokade själv till slut.' },
];

const DAY_MS = 86_400_000;
const dateIn = (days: number) => todayIn('Europe/Stockholm', new Date(Date.now() + days * DAY_MS));

/** Demo opportunities in each state but won (which needs a venue's quote), with their log entries. */
export async function seedOpportunities(tx: Tx, adminId: number, places: Map<string, { regionId: number; cityId: number }>): Promise<void> {
  const accountRows = await tx.db
    .select({ id: accounts.id, name: accounts.companyName })
    .from(accounts)
    .where(inArray(accounts.companyName, demoOpportunities.map((demo) => demo.account)));
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
        seenByAdmin: demo.seen,
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
  }
}
