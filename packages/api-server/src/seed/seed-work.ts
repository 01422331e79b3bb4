import { inArray } from 'drizzle-orm';
import { todayIn } from '../core/dates.js';
import { findRelatedRecords } from '../modules/activity/repository.js';
import { recordRelatedActivity } from '../modules/activity/service.js';
import type { Tx } from '../core/db/client.js';
import { accounts } from '../modules/accounts/schema.js';
import { contacts } from '../modules/contacts/schema.js';
import { notes } from '../modules/notes/schema.js';
import { noteKind } from '../modules/notes/service.js';
import { products } from '../modules/products/schema.js';
import { tasks, type TaskPriority, type TaskStatus } from '../modules/tasks/schema.js';
import { taskKind } from '../modules/tasks/service.js';

// Prices in öre: 1 450 kr is 145 000.
const demoProducts: (typeof products.$inferInsert)[] = [
  { name: 'Enkelrum per natt', family: 'accommodation', pricePerPerson: 145_000, minimumPrice: 0, startPrice: 0, description: 'Enkelrum med frukost.' },
  { name: 'Dubbelrum per natt', family: 'accommodation', pricePerPerson: 95_000, minimumPrice: 0, startPrice: 0, description: 'Pris per person i delat dubbelrum, frukost ingår.' },
  { name: 'Heldagskonferens', family: 'conference', pricePerPerson: 69_500, minimumPrice: 700_000, startPrice: 0, description: 'Lokal, teknik, förmiddagsfika, lunch och eftermiddagsfika.' },
  { name: 'Halvdagskonferens', family: 'conference', pricePerPerson: 49_500, minimumPrice: 450_000, startPrice: 0, description: 'Lokal, teknik, fika och lunch.' },
  { name: 'Grupprum', family: 'conference', pricePerPerson: 0, minimumPrice: 0, startPrice: 150_000, description: 'Extra rum för grupparbete, per dag.' },
  { name: 'Tvårättersmiddag', family: 'meal', pricePerPerson: 49_500, minimumPrice: 0, startPrice: 0, numberOfCourses: 2, description: 'Varmrätt och dessert.' },
  { name: 'Trerättersmiddag', family: 'meal', pricePerPerson: 62_500, minimumPrice: 0, startPrice: 0, numberOfCourses: 3, description: 'Förrätt, varmrätt och dessert.' },
  { name: 'Lunchbuffé', family: 'meal', pricePerPerson: 18_500, minimumPrice: 0, startPrice: 0, numberOfCourses: 1, description: null },
  { name: 'Guidad kajaktur', family: 'activity', pricePerPerson: 59_000, minimumPrice: 590_000, startPrice: 0, description: 'Två timmar med guide, utrustning ingår.' },
  { name: 'Vinprovning', family: 'activity', pricePerPerson: 45_000, minimumPrice: 0, startPrice: 200_000, description: null },
  { name: 'Bastu och relax', family: 'activity', pricePerPerson: 25_000, minimumPrice: 0, startPrice: 0, active: false, description: 'Säsongsstängt.' },
];

interface DemoTask {
  subject: string;
  /** Days from today; negative is overdue. */
  dueInDays: number;
  priority: TaskPriority;
  status: TaskStatus;
  account?: string;
  contactEmail?: string;
  comment: string | null;
}

const demoTasks: DemoTask[] = [
  { subject: 'Ring Sara om konferensen i Sigtuna', dueInDays: 0, priority: 'high', status: 'not_started', account: 'Nordisk Energi AB', contactEmail: 'sara.lindqvist@nordiskenergi.demo', comment: 'Hon vill ha förslag på tre anläggningar med bastu.' },
  { subject: 'Skicka avtalsförslag till Berglund Konsult', dueInDays: -2, priority: 'normal', status: 'in_progress', account: 'Berglund Konsult AB', contactEmail: 'johan@berglundkonsult.demo', comment: null },
  { subject: 'Uppdatera priser för Sjöviks Herrgård', dueInDays: 7, priority: 'low', status: 'not_started', account: 'Sjöviks Herrgård', comment: 'Nya priser gäller från hösten.' },
  { subject: 'Följ upp utvärderingen med Skärgårdsbanken', dueInDays: -10, priority: 'normal', status: 'completed', account: 'Skärgårdsbanken', contactEmail: 'lars.eriksson@skargardsbanken.demo', comment: null },
];

const demoNotes: { subject: string; account?: string; contactEmail?: string; comment: string; daysAgo: number }[] = [
  { subject: 'Önskemål om vegetarisk meny', account: 'Nordisk Energi AB', contactEmail: 'sara.lindqvist@nordiskenergi.demo', comment: 'Hälften av deltagarna äter vegetariskt.', daysAgo: 1 },
  { subject: 'Ny konferenschef', account: 'Demo Konferenshotell', contactEmail: 'partner@demo.test', comment: 'Erik Nilsson tar över bokningarna från mars.', daysAgo: 5 },
  { subject: 'Faktureringsrutin', account: 'Berglund Konsult AB', comment: 'Fakturor ska märkas med projektnummer.', daysAgo: 12 },
];

function dateIn(days: number): string {
  return todayIn('Europe/Stockholm', new Date(Date.now() + days * 86_400_000));
}

/** Ids of the seeded accounts and contacts the demo work refers to, by name and e-mail. */
async function lookups(tx: Tx) {
  const names = [...new Set([...demoTasks, ...demoNotes].flatMap((item) => (item.account ? [item.account] : [])))];
  const emails = [...new Set([...demoTasks, ...demoNotes].flatMap((item) => (item.contactEmail ? [item.contactEmail] : [])))];
  const accountRows = await tx.db.select({ id: accounts.id, name: accounts.companyName }).from(accounts).where(inArray(accounts.companyName, names));
  const contactRows = await tx.db.select({ id: contacts.id, email: contacts.email }).from(contacts).where(inArray(contacts.email, emails));
  const accountId = (name: string | undefined) => (name ? (accountRows.find((row) => row.name === name)?.id ?? null) : null);
  const contactId = (email: string | undefined) => (email ? (contactRows.find((row) => row.email === email)?.id ?? null) : null);
  return { accountId, contactId };
}

/**
 * Demo products, tasks for the demo admin (one due today, one overdue) and notes, with their
 * activity-log entries; called by seedIfEmpty in its transaction, after the accounts and contacts.
 */
export async function seedWork(tx: Tx, adminId: number): Promise<void> {
  await tx.db.insert(products).values(demoProducts);
  const { accountId, contactId } = await lookups(tx);

  for (const demo of demoTasks) {
    const [task] = await tx.db
      .insert(tasks)
      .values({
        subject: demo.subject,
        assignedTo: adminId,
        dueDate: dateIn(demo.dueInDays),
        accountId: accountId(demo.account),
        contactId: contactId(demo.contactEmail),
        priority: demo.priority,
        status: demo.status,
        comment: demo.comment,
        createdBy: adminId,
      })
      .returning();
    if (!task) throw new Error('Seed: task not stored');
    const related = await findRelatedRecords(tx.db, task);
    await recordRelatedActivity(tx.db, taskKind, { event: 'created', record: task, related, causerId: adminId });
  }

  for (const demo of demoNotes) {
    const createdAt = new Date(Date.now() - demo.daysAgo * 86_400_000);
    const [note] = await tx.db
      .insert(notes)
      .values({
        subject: demo.subject,
        accountId: accountId(demo.account),
        contactId: contactId(demo.contactEmail),
        comment: demo.comment,
        createdBy: adminId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!note) throw new Error('Seed: note not stored');
    const related = await findRelatedRecords(tx.db, note);
    await recordRelatedActivity(tx.db, noteKind, { event: 'created', record: note, related, causerId: adminId, createdAt });
  }
}
