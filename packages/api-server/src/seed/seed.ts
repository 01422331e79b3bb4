import { portalPaths } from '../core/urls.js';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../core/context.js';
import { hashPassword } from '../core/auth/passwords.js';
import { newLeadNotification } from '../modules/leads/service.js';
import { sendPasswordLink } from '../modules/auth/passwords.js';
import type { Tx } from '../core/db/client.js';
import { seedAccounts } from './seed-accounts.js';
import { seedWork } from './seed-work.js';
import { seedOpportunities } from './seed-opportunities.js';
import { lockKey } from '../core/db/locks.js';
import { accounts, type AccountType } from '../modules/accounts/schema.js';
import { activityLog, notifications } from '../core/audit/schema.js';
import { cities, regions } from '../modules/reference/schema.js';
import { contacts } from '../modules/contacts/schema.js';
import { leads, type ConferenceType, type Furnishing, type LeadStatus } from '../modules/leads/schema.js';
import { users } from '../core/auth/schema.js';

/** The demo accounts the README and the e2e tests log in with. */
export const demoUsers = {
  admin: { email: 'admin@demo.test', password: 'Demo-admin-1' },
  partner: { email: 'partner@demo.test', password: 'Demo-partner-1' },
  partner2: { email: 'partner2@demo.test', password: 'Demo-partner-2' },
  customer: { email: 'customer@demo.test', password: 'Demo-customer-1' },
  newPartner: { email: 'new.partner@demo.test' },
} as const;

interface DemoLead {
  firstName: string;
  lastName: string;
  business: string | null;
  email: string;
  phone: string;
  conferenceType: ConferenceType;
  /** Days from today to the start; the conference lasts `nights` more days. */
  startInDays: number;
  nights: number;
  participants: number;
  single: number;
  double: number;
  furnishing: Furnishing;
  region: string;
  city: string;
  status: LeadStatus;
  /** How long ago the request came in. */
  submittedHoursAgo: number;
  language: 'sv' | 'en';
  message: string | null;
}

const demoLeads: DemoLead[] = [
  { firstName: 'Sara', lastName: 'Lindqvist', business: 'Nordisk Energi AB', email: 'sara.lindqvist@nordiskenergi.demo', phone: '070-123 45 67', conferenceType: 'overnight', startInDays: 30, nights: 2, participants: 24, single: 16, double: 8, furnishing: 'u_shaped', region: 'Stockholms län', city: 'Sigtuna', status: 'New', submittedHoursAgo: 2, language: 'sv', message: 'Vi vill gärna ha tillgång till bastu och en lokal för grupparbete.' },
  { firstName: 'Oskar', lastName: 'Holm', business: 'Holm Bygg & Fastighet', email: 'oskar@holmbygg.demo', phone: '073-555 12 34', conferenceType: 'day', startInDays: 14, nights: 0, participants: 12, single: 0, double: 0, furnishing: 'boardroom', region: 'Västra Götalands län', city: 'Göteborg', status: 'New', submittedHoursAgo: 6, language: 'sv', message: null },
  { firstName: 'Emily', lastName: 'Carter', business: 'Northwind Software Ltd', email: 'emily.carter@northwind.demo', phone: '+44 20 7946 0958', conferenceType: 'overnight', startInDays: 60, nights: 3, participants: 40, single: 30, double: 10, furnishing: 'school', region: 'Jämtlands län', city: 'Åre', status: 'New', submittedHoursAgo: 30, language: 'en', message: 'Our team would love some outdoor activities in the afternoons.' },
  { firstName: 'Lars', lastName: 'Eriksson', business: 'Skärgårdsbanken', email: 'lars.eriksson@skargardsbanken.demo', phone: '08-123 456 78', conferenceType: 'overnight', startInDays: 45, nights: 1, participants: 18, single: 18, double: 0, furnishing: 'islands', region: 'Stockholms län', city: 'Norrtälje', status: 'New', submittedHoursAgo: 50, language: 'sv', message: 'Ledningsgruppens strategidagar.' },
  { firstName: 'Fatima', lastName: 'Haddad', business: null, email: 'fatima.haddad@mail.demo', phone: '076-234 56 78', conferenceType: 'day', startInDays: 10, nights: 0, participants: 8, single: 0, double: 0, furnishing: 'dont_know', region: 'Skåne län', city: 'Malmö', status: 'New', submittedHoursAgo: 80, language: 'sv', message: null },
  { firstName: 'Johan', lastName: 'Berg', business: 'Berg & Söner Logistik', email: 'johan.berg@bergsoner.demo', phone: '072-345 67 89', conferenceType: 'overnight', startInDays: 21, nights: 2, participants: 35, single: 20, double: 14, furnishing: 'cinema', region: 'Dalarnas län', city: 'Leksand', status: 'Converted', submittedHoursAgo: 120, language: 'sv', message: 'Kickoff för hela säljavdelningen.' },
  { firstName: 'Ingrid', lastName: 'Nyström', business: 'Kommunförbundet Norr', email: 'ingrid.nystrom@kfnorr.demo', phone: '090-12 34 56', conferenceType: 'overnight', startInDays: 75, nights: 1, participants: 60, single: 40, double: 20, furnishing: 'school', region: 'Västerbottens län', city: 'Umeå', status: 'Converted', submittedHoursAgo: 200, language: 'sv', message: null },
  { firstName: 'Mikael', lastName: 'Virtanen', business: 'Virtanen Design', email: 'mikael@virtanendesign.demo', phone: '070-987 65 43', conferenceType: 'day', startInDays: 5, nights: 0, participants: 6, single: 0, double: 0, furnishing: 'boardroom', region: 'Uppsala län', city: 'Uppsala', status: 'Discarded', submittedHoursAgo: 260, language: 'sv', message: 'Testförfrågan, kan raderas.' },
  { firstName: 'Anders', lastName: 'Sandberg', business: 'Sandberg Revision AB', email: 'anders.sandberg@sandbergrevision.demo', phone: '031-765 43 21', conferenceType: 'overnight', startInDays: 90, nights: 2, participants: 22, single: 10, double: 12, furnishing: 'u_shaped', region: 'Hallands län', city: 'Varberg', status: 'New', submittedHoursAgo: 300, language: 'sv', message: 'Gärna havsutsikt och middag på kvällen.' },
  { firstName: 'Helena', lastName: 'Åberg', business: 'Åberg Life Science', email: 'helena.aberg@aberglife.demo', phone: '046-22 33 44', conferenceType: 'overnight', startInDays: 40, nights: 1, participants: 15, single: 15, double: 0, furnishing: 'islands', region: 'Skåne län', city: 'Båstad', status: 'Discarded', submittedHoursAgo: 400, language: 'en', message: null },
  { firstName: 'Peter', lastName: 'Gustafsson', business: 'Gotlands Turistråd', email: 'peter.gustafsson@gotlandturist.demo', phone: '0498-20 30 40', conferenceType: 'day', startInDays: 25, nights: 0, participants: 30, single: 0, double: 0, furnishing: 'cinema', region: 'Gotlands län', city: 'Visby', status: 'New', submittedHoursAgo: 500, language: 'sv', message: null },
  { firstName: 'Elin', lastName: 'Karlsson', business: 'Karlsson Event', email: 'elin.karlsson@karlssonevent.demo', phone: '054-11 22 33', conferenceType: 'overnight', startInDays: 120, nights: 2, participants: 50, single: 25, double: 24, furnishing: 'school', region: 'Värmlands län', city: 'Karlstad', status: 'Converted', submittedHoursAgo: 700, language: 'sv', message: 'Årsmöte med övernattning.' },
];

const DAY_MS = 86_400_000;

function isoDate(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * DAY_MS).toISOString().slice(0, 10);
}

async function placeIds(tx: Tx): Promise<Map<string, { regionId: number; cityId: number }>> {
  const rows = await tx.db
    .select({ region: regions.name, city: cities.name, regionId: regions.id, cityId: cities.id })
    .from(cities)
    .innerJoin(regions, sql`${regions.id} = ${cities.regionId}`);
  return new Map(rows.map((row) => [`${row.region}/${row.city}`, { regionId: row.regionId, cityId: row.cityId }]));
}

async function insertAccount(
  tx: Tx,
  values: { type: AccountType; companyName: string; venueName?: string; email: string; phone: string; address: string },
): Promise<number> {
  const [row] = await tx.db.insert(accounts).values(values).returning({ id: accounts.id });
  if (!row) throw new Error('account not stored');
  return row.id;
}

/**
 * Demo data for a new installation: runs when the users table is empty, in one transaction,
 * and does nothing on every later start. Returns whether it seeded.
 */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  // Hashing is slow; done before the transaction takes its lock.
  const [adminHash, partnerHash, partner2Hash, customerHash] = await Promise.all([
    hashPassword(demoUsers.admin.password),
    hashPassword(demoUsers.partner.password),
    hashPassword(demoUsers.partner2.password),
    hashPassword(demoUsers.customer.password),
  ]);

  return ctx.database.transaction(async (tx) => {
    // Replicas starting together: the first seeds, the others then find users and stop.
    await lockKey(tx, 'seed');
    const existing = await tx.db.execute<{ any: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM ${users}) AS any`);
    if (existing.rows[0]?.any) return false;

    const hotel = await insertAccount(tx, {
      type: 'Partner',
      companyName: 'Demo Konferenshotell',
      venueName: 'Demo Konferenshotell',
      email: 'bokning@konferenshotell.demo',
      phone: '08-410 200 00',
      address: 'Strandvägen 12, 114 56 Stockholm',
    });
    const manor = await insertAccount(tx, {
      type: 'Partner',
      companyName: 'Sjöviks Herrgård',
      venueName: 'Sjöviks Herrgård',
      email: 'info@sjoviksherrgard.demo',
      phone: '0247-300 40',
      address: 'Sjövik 1, 793 92 Leksand',
    });
    const seaside = await insertAccount(tx, {
      type: 'Partner',
      companyName: 'Strandhotellet Varberg',
      venueName: 'Strandhotellet Varberg',
      email: 'konferens@strandhotellet.demo',
      phone: '0340-120 00',
      address: 'Kusthöjden 4, 432 44 Varberg',
    });
    const berglund = await insertAccount(tx, {
      type: 'Customer',
      companyName: 'Berglund Konsult AB',
      email: 'info@berglundkonsult.demo',
      phone: '08-555 010 20',
      address: 'Sveavägen 44, 111 34 Stockholm',
    });
    const energy = await insertAccount(tx, {
      type: 'Customer',
      companyName: 'Nordisk Energi AB',
      email: 'kontakt@nordiskenergi.demo',
      phone: '08-120 300 40',
      address: 'Kungsgatan 8, 111 43 Stockholm',
    });
    const bank = await insertAccount(tx, {
      type: 'Customer',
      companyName: 'Skärgårdsbanken',
      email: 'info@skargardsbanken.demo',
      phone: '08-123 456 00',
      address: 'Hamngatan 2, 761 30 Norrtälje',
    });

    await tx.db.insert(contacts).values([
      { accountId: berglund, firstName: 'Johan', lastName: 'Berglund', email: 'johan@berglundkonsult.demo', phone: '08-555 010 21', mobilePhone: '070-555 01 02', role: 'VD', company: 'Berglund Konsult AB', address: 'Sveavägen 44, 111 34 Stockholm' },
      { accountId: energy, firstName: 'Sara', lastName: 'Lindqvist', email: 'sara.lindqvist@nordiskenergi.demo', phone: '08-120 300 41', mobilePhone: '070-123 45 67', role: 'HR-chef', company: 'Nordisk Energi AB', address: 'Kungsgatan 8, 111 43 Stockholm' },
      { accountId: bank, firstName: 'Lars', lastName: 'Eriksson', email: 'lars.eriksson@skargardsbanken.demo', phone: '08-123 456 78', mobilePhone: '073-222 33 44', role: 'Ekonomichef', company: 'Skärgårdsbanken', address: 'Hamngatan 2, 761 30 Norrtälje' },
      { accountId: hotel, firstName: 'Erik', lastName: 'Nilsson', email: 'partner@demo.test', phone: '08-410 200 01', mobilePhone: '070-410 20 01', role: 'Konferenschef', company: 'Demo Konferenshotell', address: 'Strandvägen 12, 114 56 Stockholm' },
      { accountId: manor, firstName: 'Karin', lastName: 'Sjöberg', email: 'partner2@demo.test', phone: '0247-300 41', mobilePhone: '070-300 40 41', role: 'Försäljningsansvarig', company: 'Sjöviks Herrgård', address: 'Sjövik 1, 793 92 Leksand' },
    ]);

    const insertedUsers = await tx.db
      .insert(users)
      .values([
        { email: demoUsers.admin.email, passwordHash: adminHash, firstName: 'Anna', lastName: 'Admin', role: 1, phone: '08-400 100 00', mobilePhone: '070-400 10 00', address: 'Drottninggatan 50, 111 21 Stockholm', language: 'sv' },
        { email: demoUsers.partner.email, passwordHash: partnerHash, firstName: 'Erik', lastName: 'Nilsson', role: 2, phone: '08-410 200 01', mobilePhone: '070-410 20 01', address: 'Strandvägen 12, 114 56 Stockholm', accountId: hotel, language: 'sv' },
        { email: demoUsers.partner2.email, passwordHash: partner2Hash, firstName: 'Karin', lastName: 'Sjöberg', role: 2, phone: '0247-300 41', mobilePhone: '070-300 40 41', address: 'Sjövik 1, 793 92 Leksand', accountId: manor, language: 'sv' },
        { email: demoUsers.customer.email, passwordHash: customerHash, firstName: 'Johan', lastName: 'Berglund', role: 3, phone: '08-555 010 21', mobilePhone: '070-555 01 02', address: 'Sveavägen 44, 111 34 Stockholm', accountId: berglund, language: 'sv' },
        { email: demoUsers.newPartner.email, passwordHash: null, firstName: 'Maria', lastName: 'Ek', role: 2, phone: '0340-120 01', mobilePhone: '070-340 12 01', address: 'Kusthöjden 4, 432 44 Varberg', accountId: seaside, language: 'sv' },
      ])
      .returning();
    const admin = insertedUsers.find((user) => user.email === demoUsers.admin.email)!;
    const newPartner = insertedUsers.find((user) => user.email === demoUsers.newPartner.email)!;
    await seedAccounts(tx, { hotel, manor, seaside, berglund, energy, bank }, admin.id);

    const places = await placeIds(tx);
    for (const demo of demoLeads) {
      const place = places.get(`${demo.region}/${demo.city}`);
      if (!place) throw new Error(`Seed: unknown place ${demo.region}/${demo.city}`);
      const submittedAt = new Date(Date.now() - demo.submittedHoursAgo * 3_600_000);
      const [lead] = await tx.db
        .insert(leads)
        .values({
          firstName: demo.firstName,
          lastName: demo.lastName,
          business: demo.business,
          email: demo.email,
          phone: demo.phone,
          conferenceType: demo.conferenceType,
          startDate: isoDate(demo.startInDays),
          endDate: isoDate(demo.startInDays + demo.nights),
          arrivalTime: '09:00',
          departureTime: demo.conferenceType === 'day' ? '17:00' : '15:00',
          participants: demo.participants,
          singleRoomPeople: demo.single,
          doubleRoomPeople: demo.double,
          acceptsSharedDouble: demo.double > 0,
          conferenceRoomSize: demo.participants,
          furnishing: demo.furnishing,
          regionId: place.regionId,
          cityId: place.cityId,
          vatBasis: demo.business ? 'ex' : 'inc',
          contactMethod: demo.phone.startsWith('+') ? 'email' : 'phone',
          message: demo.message,
          language: demo.language,
          submittedAt,
          status: demo.status,
          createdAt: submittedAt,
          updatedAt: submittedAt,
        })
        .returning();
      if (!lead) throw new Error('Seed: lead not stored');
      const name = `${lead.firstName} ${lead.lastName}`;
      const properties = lead.business ? { name, account: { name: lead.business } } : { name };
      await tx.db.insert(activityLog).values({
        logName: 'Lead',
        event: 'created',
        subjectType: 'Lead',
        subjectId: lead.id,
        causerId: null,
        properties,
        link: portalPaths.lead(lead.id),
        createdAt: submittedAt,
      });
      if (demo.status === 'Discarded') {
        await tx.db.insert(activityLog).values({
          logName: 'Lead',
          event: 'discarded',
          subjectType: 'Lead',
          subjectId: lead.id,
          causerId: admin.id,
          properties,
          link: portalPaths.lead(lead.id),
          createdAt: new Date(submittedAt.getTime() + 3_600_000),
        });
      }
      // The header bell shows the last 24 hours: the two newest requests ring it.
      if (demo.submittedHoursAgo < 24) {
        await tx.db.insert(notifications).values({
          ...newLeadNotification(lead.id, name),
          createdAt: submittedAt,
          updatedAt: submittedAt,
        });
      }
    }

    await seedWork(tx, admin.id);
    await seedOpportunities(tx, admin.id, places);

    // How a new user gets in: a set-password link in the outbox (or their mailbox with SMTP).
    await sendPasswordLink(ctx, tx, newPartner, 'set');
    return true;
  });
}
