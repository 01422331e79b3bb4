// The meals, conference rooms and other products an opportunity asks for (SPEC §3), read and
// replaced as one list: the admin edits them together, and a venue's quote is made from them.
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import type { BodyOf, Schemas } from '../../core/contract.js';
import type { Caller } from '../../core/auth/caller.js';
import type { Db } from '../../core/db/client.js';
import { recordActivity } from '../../core/audit/audit.js';
import { conflict, FieldErrorBag, notFound } from '../../core/errors.js';
import type { LocalizedText } from '../../core/types.js';
import { portalPaths } from '../../core/urls.js';
import { products } from '../products/schema.js';
import { opportunities, opportunityItems, type OpportunityItemKind } from './schema.js';

type ItemDto = Schemas['OpportunityItem'];
type ItemsInput = BodyOf<'saveOpportunityItems'>;

export const itemMessages = {
  saved: { en: 'Meals, rooms and extras saved', sw: 'Måltider, rum och tillval har sparats' },
  missing: { en: 'The opportunity does not exist', sw: 'Affärsmöjligheten finns inte' },
  decided: { en: 'This opportunity already won or lost', sw: 'Affärsmöjligheten är redan vunnen eller förlorad.' },
  name: { en: 'Fill in this field.', sw: 'Fyll i det här fältet.' },
  dayOutside: {
    en: 'Choose a day of the conference, or every day.',
    sw: 'Välj en av konferensens dagar, eller alla dagar.',
  },
  productMissing: { en: 'The selected product does not exist', sw: 'Den valda produkten finns inte' },
  productKind: {
    en: 'Choose a product of this kind (a meal for meals, a conference product for rooms).',
    sw: 'Välj en produkt av rätt slag (en måltid för måltider, en konferensprodukt för rum).',
  },
  roomSize: { en: 'Give the room size.', sw: 'Ange rummets storlek.' },
} satisfies Record<string, LocalizedText>;

/** Which product families fit each kind of row. */
const FAMILIES: Record<OpportunityItemKind, readonly string[]> = {
  meal: ['meal'],
  conference_room: ['conference'],
  product: ['activity', 'other', 'accommodation', 'conference', 'meal'],
};

export const familyFits = (kind: OpportunityItemKind, family: string): boolean => FAMILIES[kind].includes(family);

async function itemsOf(db: Db, opportunityId: number): Promise<ItemDto[]> {
  const rows = await db
    .select({ item: opportunityItems, productName: products.name })
    .from(opportunityItems)
    .leftJoin(products, eq(products.id, opportunityItems.productId))
    .where(eq(opportunityItems.opportunityId, opportunityId))
    .orderBy(asc(opportunityItems.position), asc(opportunityItems.id));
  return rows.map(({ item, productName }) => ({
    id: item.id,
    kind: item.kind,
    product_id: item.productId,
    product: item.productId !== null && productName !== null ? { id: item.productId, name: productName } : null,
    name: item.name,
    day: item.day,
    quantity: item.quantity,
    room_size: item.roomSize,
    seating: item.seating,
    price_per_person: item.pricePerPerson,
    minimum_price: item.minimumPrice,
    start_price: item.startPrice,
    comment: item.comment,
  }));
}

export async function getOpportunityItems(ctx: AppContext, opportunityId: number): Promise<ItemDto[]> {
  const db = ctx.database.db;
  const [opportunity] = await db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.id, opportunityId));
  if (!opportunity) throw notFound(itemMessages.missing);
  return itemsOf(db, opportunityId);
}

/**
 * Replaces the rows of an open opportunity: every rule checked first, each message on its row's
 * field (`items.3.day`), then the old rows out and the new in, with the log entry, in one
 * transaction that holds the opportunity's row (a concurrent win or edit waits).
 */
export async function saveOpportunityItems(ctx: AppContext, caller: Caller, opportunityId: number, input: ItemsInput): Promise<ItemDto[]> {
  return ctx.database.transaction(async (tx) => {
    const [opportunity] = await tx.db
      .select({ id: opportunities.id, name: opportunities.name, status: opportunities.status, accountId: opportunities.accountId, startDate: opportunities.startDate, endDate: opportunities.endDate })
      .from(opportunities)
      .where(eq(opportunities.id, opportunityId))
      .for('update');
    if (!opportunity) throw notFound(itemMessages.missing);
    if (opportunity.status !== 'open') throw conflict(itemMessages.decided);

    const productIds = [...new Set(input.items.flatMap((item) => (item.product_id ? [item.product_id] : [])))];
    const found = productIds.length === 0 ? [] : await tx.db.select({ id: products.id, family: products.family }).from(products).where(inArray(products.id, productIds));
    const familyOf = new Map(found.map((product) => [product.id, product.family]));
    const errors = new FieldErrorBag();
    input.items.forEach((item, index) => {
      const at = (field: string) => `items.${index}.${field}`;
      if (!item.name.trim()) errors.add(at('name'), itemMessages.name);
      if (item.day && opportunity.startDate && opportunity.endDate && (item.day < opportunity.startDate || item.day > opportunity.endDate)) {
        errors.add(at('day'), itemMessages.dayOutside);
      }
      if (item.product_id) {
        const family = familyOf.get(item.product_id);
        if (family === undefined) errors.add(at('product_id'), itemMessages.productMissing);
        else if (!familyFits(item.kind, family)) errors.add(at('product_id'), itemMessages.productKind);
      }
      if (item.kind === 'conference_room' && !item.room_size) errors.add(at('room_size'), itemMessages.roomSize);
    });
    errors.throwIfAny();

    await tx.db.delete(opportunityItems).where(eq(opportunityItems.opportunityId, opportunityId));
    if (input.items.length > 0) {
      await tx.db.insert(opportunityItems).values(
        input.items.map((item, position) => ({
          opportunityId,
          kind: item.kind,
          productId: item.product_id ?? null,
          name: item.name.trim(),
          day: item.day ?? null,
          quantity: item.quantity,
          // Size and seating describe conference rooms only.
          roomSize: item.kind === 'conference_room' ? (item.room_size ?? null) : null,
          seating: item.kind === 'conference_room' ? (item.seating ?? null) : null,
          pricePerPerson: item.price_per_person ?? 0,
          minimumPrice: item.minimum_price ?? 0,
          startPrice: item.start_price ?? 0,
          comment: item.comment?.trim() || null,
          position,
        })),
      );
    }
    await tx.db.update(opportunities).set({ updatedAt: new Date() }).where(eq(opportunities.id, opportunityId));
    await recordActivity(tx.db, {
      logName: 'Opportunity',
      event: 'updated',
      subjectType: 'Opportunity',
      subjectId: opportunityId,
      causerId: caller.userId,
      properties: { name: opportunity.name },
      accountId: opportunity.accountId,
      link: portalPaths.opportunity(opportunityId),
    });
    return itemsOf(tx.db, opportunityId);
  });
}
