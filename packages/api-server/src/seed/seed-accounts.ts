import { eq } from 'drizzle-orm';
import type { Tx } from '../core/db/client.js';
import { accounts, type CommissionType } from '../modules/accounts/schema.js';
import { contacts } from '../modules/contacts/schema.js';

/** The accounts seed.ts creates first (the demo logins belong to them), by role in the demo. */
export interface SeededAccounts {
  hotel: number;
  manor: number;
  seaside: number;
  berglund: number;
  energy: number;
  bank: number;
}

interface VenueProfile {
  corporateNumber: string;
  latitude: number;
  longitude: number;
  commissionBasisPoints: number;
  commissionMealsBasisPoints: number | null;
  commissionType: CommissionType;
  paymentTermsDays: number;
  invoiceAddress: string;
  invoiceEmail: string;
  title: string;
  description: string;
  commentAccommodation: string;
  commentConference: string;
  commentMeals: string;
  commentOther: string | null;
}

// Organisation numbers are made up but pass the Luhn check, as the form requires.
const venueProfiles: Record<'hotel' | 'manor' | 'seaside', VenueProfile> = {
  hotel: {
    corporateNumber: '556123-4567',
    latitude: 59.3326,
    longitude: 18.0895,
    commissionBasisPoints: 1000,
    commissionMealsBasisPoints: null,
    commissionType: 'accommodation_conference',
    paymentTermsDays: 30,
    invoiceAddress: 'Box 1204, 114 56 Stockholm',
    invoiceEmail: 'faktura@konferenshotell.demo',
    title: 'Konferens mitt i Stockholm',
    description: 'Ett modernt konferenshotell vid Strandvägen med tolv möteslokaler och 180 rum, fem minuter från Centralstationen.',
    commentAccommodation: '180 rum, varav 40 dubbelrum med havsutsikt.',
    commentConference: 'Tolv lokaler för 4–220 personer, all teknik ingår.',
    commentMeals: 'Frukostbuffé, lunch och trerätters middag i egen restaurang.',
    commentOther: 'Gym och bastu öppna dygnet runt.',
  },
  manor: {
    corporateNumber: '556234-5677',
    latitude: 60.7386,
    longitude: 15.0146,
    commissionBasisPoints: 1200,
    commissionMealsBasisPoints: 800,
    commissionType: 'accommodation_conference_meals',
    paymentTermsDays: 20,
    invoiceAddress: 'Sjövik 1, 793 92 Leksand',
    invoiceEmail: 'ekonomi@sjoviksherrgard.demo',
    title: 'Herrgård vid Siljan',
    description: 'En 1700-talsherrgård vid Siljans strand med egen brygga, vedeldad bastu och plats för 60 gäster.',
    commentAccommodation: '32 rum i herrgården och flyglarna.',
    commentConference: 'Fyra lokaler, den största för 60 personer i biosittning.',
    commentMeals: 'Närproducerat från Dalarna; vegetariskt alltid möjligt.',
    commentOther: 'Kanoter och cyklar ingår.',
  },
  seaside: {
    corporateNumber: '556345-6788',
    latitude: 57.1057,
    longitude: 12.2508,
    commissionBasisPoints: 1050,
    commissionMealsBasisPoints: null,
    commissionType: 'accommodation_conference',
    paymentTermsDays: 30,
    invoiceAddress: 'Kusthöjden 4, 432 44 Varberg',
    invoiceEmail: 'faktura@strandhotellet.demo',
    title: 'Havsnära möten i Varberg',
    description: 'Strandhotell med spa och havsutsikt från varje konferenslokal.',
    commentAccommodation: '95 rum, de flesta med balkong mot havet.',
    commentConference: 'Sex lokaler för 8–120 personer.',
    commentMeals: 'Fisk och skaldjur från Varbergs hamn.',
    commentOther: null,
  },
};

const customerNumbers: Record<'berglund' | 'energy' | 'bank', string> = {
  berglund: '556456-7898',
  energy: '556567-8900',
  bank: '556678-9011',
};

/**
 * CRM demo data: the seeded accounts get organisation numbers, the demo admin as owner, and
 * for venues a map location, commission and profile; a few more customers and venues join
 * them, each with a contact. Runs inside seed.ts's transaction, after the users exist.
 */
export async function seedAccounts(tx: Tx, seeded: SeededAccounts, adminId: number): Promise<void> {
  for (const [name, profile] of Object.entries(venueProfiles) as [keyof typeof venueProfiles, VenueProfile][]) {
    await tx.db.update(accounts).set({ ...profile, ownerId: adminId }).where(eq(accounts.id, seeded[name]));
  }
  for (const [name, corporateNumber] of Object.entries(customerNumbers) as [keyof typeof customerNumbers, string][]) {
    await tx.db
      .update(accounts)
      .set({ corporateNumber, ownerId: adminId, paymentTermsDays: 30, invoiceEmail: null })
      .where(eq(accounts.id, seeded[name]));
  }

  const more = await tx.db
    .insert(accounts)
    .values([
      {
        type: 'Partner',
        companyName: 'Fjällstugan Åre AB',
        venueName: 'Fjällstugan Åre',
        corporateNumber: '556789-0123',
        email: 'konferens@fjallstugan.demo',
        phone: '0647-150 00',
        address: 'Fjällvägen 20, 837 52 Åre',
        ownerId: adminId,
        commissionBasisPoints: 1100,
        commissionType: 'accommodation_conference',
        paymentTermsDays: 30,
        latitude: 63.3985,
        longitude: 13.0809,
        title: 'Möten på fjället',
        description: 'Konferens och skidåkning, med liften 200 meter från entrén.',
      },
      {
        type: 'Partner',
        companyName: 'Visby Strand Kongress AB',
        venueName: 'Visby Strand',
        corporateNumber: '556890-1234',
        email: 'info@visbystrand.demo',
        phone: '0498-20 33 00',
        address: 'Donners plats 1, 621 57 Visby',
        ownerId: adminId,
        commissionBasisPoints: 950,
        commissionType: 'accommodation_conference',
        paymentTermsDays: 30,
        latitude: 57.6409,
        longitude: 18.2848,
        title: 'Kongress innanför ringmuren',
        description: 'Kongresshall för 1 000 personer vid hamnen i Visby.',
      },
      {
        type: 'Customer',
        companyName: 'Göteborgs Hamnlogistik AB',
        corporateNumber: '556901-2346',
        email: 'info@hamnlogistik.demo',
        phone: '031-700 10 00',
        address: 'Skeppsbron 3, 411 21 Göteborg',
        ownerId: adminId,
        paymentTermsDays: 30,
      },
      {
        type: 'Customer',
        companyName: 'Umeå Bioteknik AB',
        corporateNumber: '559012-3450',
        email: 'kontakt@umeabioteknik.demo',
        phone: '090-15 20 00',
        address: 'Tvistevägen 48, 907 36 Umeå',
        ownerId: adminId,
        paymentTermsDays: 45,
      },
    ])
    .returning({ id: accounts.id, companyName: accounts.companyName });
  const id = (companyName: string) => more.find((account) => account.companyName === companyName)!.id;

  await tx.db.insert(contacts).values([
    { accountId: id('Fjällstugan Åre AB'), firstName: 'Nils', lastName: 'Persson', email: 'nils.persson@fjallstugan.demo', phone: '0647-150 01', mobilePhone: '070-647 15 01', role: 'Konferensansvarig', company: 'Fjällstugan Åre AB' },
    { accountId: id('Visby Strand Kongress AB'), firstName: 'Linnea', lastName: 'Gustafsson', email: 'linnea@visbystrand.demo', phone: '0498-20 33 01', mobilePhone: '070-498 20 33', role: 'Försäljningschef', company: 'Visby Strand Kongress AB' },
    { accountId: id('Göteborgs Hamnlogistik AB'), firstName: 'Ahmed', lastName: 'Karimi', email: 'ahmed.karimi@hamnlogistik.demo', phone: '031-700 10 05', mobilePhone: '073-700 10 05', role: 'HR-ansvarig', company: 'Göteborgs Hamnlogistik AB' },
    { accountId: id('Umeå Bioteknik AB'), firstName: 'Sofia', lastName: 'Lundmark', email: 'sofia.lundmark@umeabioteknik.demo', phone: '090-15 20 10', mobilePhone: '070-915 20 10', role: 'Assistent till VD', company: 'Umeå Bioteknik AB' },
  ]);

  // Each account's first contact becomes its primary contact.
  const all = await tx.db.select({ id: contacts.id, accountId: contacts.accountId }).from(contacts).orderBy(contacts.id);
  const primary = new Map<number, number>();
  for (const contact of all) if (contact.accountId !== null && !primary.has(contact.accountId)) primary.set(contact.accountId, contact.id);
  for (const [accountId, contactId] of primary) {
    await tx.db.update(accounts).set({ primaryContactId: contactId }).where(eq(accounts.id, accountId));
  }
}
