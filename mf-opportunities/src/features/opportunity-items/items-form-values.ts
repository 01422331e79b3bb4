import type { Schemas } from '@portal/api-client';
import dayjs from 'dayjs';
import type { Opportunity } from '../../api/use-opportunities';
import type { OpportunityItem } from './use-opportunity-items';

export type Kind = Schemas['OpportunityItemKind'];
type ItemInput = Schemas['OpportunityItemInput'];

/** A row of the form: the API's input, with `day` as a select value ('' = every day). */
export interface ItemRow {
  kind: Kind;
  product_id: number | null;
  name: string;
  day: string;
  quantity: number | null;
  room_size: number | null;
  seating: Schemas['Furnishing'] | null;
  price_per_person: number | null;
  minimum_price: number | null;
  start_price: number | null;
  comment: string;
}

export interface ItemsFormValues {
  meal: ItemRow[];
  conference_room: ItemRow[];
  product: ItemRow[];
}

export const KINDS: readonly Kind[] = ['meal', 'conference_room', 'product'];
export const SEATINGS = ['cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know'] as const;
/** Which catalogue families each kind of row offers (the server checks the same). */
export const FAMILIES: Record<Kind, readonly string[]> = {
  meal: ['meal'],
  conference_room: ['conference'],
  product: ['activity', 'other', 'accommodation', 'conference', 'meal'],
};

function toRow(item: OpportunityItem): ItemRow {
  return { ...item, day: item.day ?? '', comment: item.comment ?? '' };
}

export function toValues(items: OpportunityItem[]): ItemsFormValues {
  return {
    meal: items.filter((item) => item.kind === 'meal').map(toRow),
    conference_room: items.filter((item) => item.kind === 'conference_room').map(toRow),
    product: items.filter((item) => item.kind === 'product').map(toRow),
  };
}

export function toInput(values: ItemsFormValues): ItemInput[] {
  return KINDS.flatMap((kind) =>
    (values[kind] ?? []).map((row) => ({
      kind,
      product_id: row.product_id ?? null,
      name: row.name.trim(),
      day: row.day || null,
      quantity: row.quantity ?? 0,
      room_size: kind === 'conference_room' ? row.room_size : null,
      seating: kind === 'conference_room' ? row.seating : null,
      price_per_person: row.price_per_person ?? 0,
      minimum_price: row.minimum_price ?? 0,
      start_price: row.start_price ?? 0,
      comment: row.comment.trim() || null,
    })),
  );
}

/** The server names a row's field as `items.{index across all rows}.{field}`: back to the form's list and row. */
export function fieldNamesOf(values: ItemsFormValues): Map<string, (string | number)[]> {
  const names = new Map<string, (string | number)[]>();
  let index = 0;
  for (const kind of KINDS) {
    (values[kind] ?? []).forEach((_, row) => {
      for (const field of ['product_id', 'name', 'day', 'quantity', 'room_size', 'seating', 'price_per_person', 'minimum_price', 'start_price', 'comment']) {
        names.set(`items.${index}.${field}`, [kind, row, field]);
      }
      index += 1;
    });
  }
  return names;
}

/** Every day of the event, for a row that is on one day only. */
export function eventDays(start: string | null, end: string | null): string[] {
  if (!start) return [];
  const days: string[] = [];
  for (let day = dayjs(start); !day.isAfter(dayjs(end ?? start)) && days.length < 31; day = day.add(1, 'day')) days.push(day.format('YYYY-MM-DD'));
  return days;
}

/** A new row of a kind: a conference room for everybody in the chosen seating, any other row for each participant. */
export function newRow(kind: Kind, opportunity: Opportunity): ItemRow {
  return {
    kind,
    product_id: null,
    name: '',
    day: '',
    quantity: kind === 'conference_room' ? null : opportunity.participants,
    room_size: kind === 'conference_room' ? opportunity.participants : null,
    seating: kind === 'conference_room' ? (opportunity.seating ?? null) : null,
    price_per_person: 0,
    minimum_price: 0,
    start_price: 0,
    comment: '',
  };
}
