import type { Schemas } from '@portal/api-client';
import type { VenueProfile, VenueProfileInput } from './api/use-venue-profile';

type StoredFile = Schemas['StoredFile'];
export type Seating = Schemas['Furnishing'];

export const COMMENT_KINDS = ['accommodation', 'conference', 'meals', 'other'] as const;
/** What a venue may say about a hall's seating; "don't know" is a customer's answer, not a venue's. */
export const SEATINGS: readonly Seating[] = ['cinema', 'u_shaped', 'boardroom', 'school', 'islands'];
/** The server's limits (PartnerProfileInput). */
export const MAX_IMAGES = 20;
export const MAX_HALLS = 30;

export interface HallValues {
  name: string;
  size_sqm: number | null;
  capacity: number | null;
  seating: Seating | null;
  comment: string | null;
}

/**
 * The form's values. Field names follow the server's (PartnerProfileInput), so a 422 lands next
 * to its field: the comments and coordinates are flat `comments.meals` / `location.lat` keys (the
 * server names nested errors that way), and the image fields hold the chosen files under the name
 * of the id field they become.
 */
export interface VenueProfileValues {
  title: string | null;
  description: string | null;
  'comments.accommodation': string | null;
  'comments.conference': string | null;
  'comments.meals': string | null;
  'comments.other': string | null;
  'location.lat': number | null;
  'location.lng': number | null;
  main_image_id: StoredFile[];
  image_ids: StoredFile[];
  halls: HallValues[];
  guest_rooms: number | null;
}

/** The fields a server message may name directly (`applyFieldErrors`); the halls' rows are mapped by `hallFieldOf`. */
export const PROFILE_FIELDS = [
  'title',
  'description',
  ...COMMENT_KINDS.map((kind) => `comments.${kind}` as const),
  'location.lat',
  'location.lng',
  'main_image_id',
  'image_ids',
  'guest_rooms',
] as const;

export const EMPTY_HALL: HallValues = { name: '', size_sqm: null, capacity: null, seating: null, comment: null };

/** The venue's profile as the form shows it. */
export function toFormValues(profile: VenueProfile): VenueProfileValues {
  return {
    title: profile.title,
    description: profile.description,
    'comments.accommodation': profile.comments.accommodation,
    'comments.conference': profile.comments.conference,
    'comments.meals': profile.comments.meals,
    'comments.other': profile.comments.other,
    'location.lat': profile.location?.lat ?? null,
    'location.lng': profile.location?.lng ?? null,
    main_image_id: profile.main_image ? [profile.main_image] : [],
    image_ids: profile.images,
    halls: profile.halls.map((hall) => ({ ...hall })),
    guest_rooms: profile.guest_rooms,
  };
}

/** Empty text is "not given": the server stores null rather than an empty string. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function numberOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The request body for the form's values (the form's rules have refused a half-given location). */
export function toProfileInput(values: VenueProfileValues): VenueProfileInput {
  const lat = numberOrNull(values['location.lat']);
  const lng = numberOrNull(values['location.lng']);
  return {
    title: text(values.title),
    description: text(values.description),
    comments: {
      accommodation: text(values['comments.accommodation']),
      conference: text(values['comments.conference']),
      meals: text(values['comments.meals']),
      other: text(values['comments.other']),
    },
    location: lat === null || lng === null ? null : { lat, lng },
    main_image_id: values.main_image_id[0]?.id ?? null,
    image_ids: values.image_ids.map((file) => file.id),
    halls: (values.halls ?? []).map((hall) => ({
      name: hall.name.trim(),
      size_sqm: numberOrNull(hall.size_sqm),
      capacity: numberOrNull(hall.capacity),
      seating: hall.seating ?? null,
      comment: text(hall.comment),
    })),
    guest_rooms: numberOrNull(values.guest_rooms),
  };
}

const HALL_FIELDS: readonly (keyof HallValues)[] = ['name', 'size_sqm', 'capacity', 'seating', 'comment'];

/**
 * Where the server's message about a hall goes: `halls.2.capacity` next to that row's field, a
 * message about the row itself next to its name, one about the whole list (`halls`: too many)
 * under the list. Undefined for any other field.
 */
export function hallFieldOf(server: string): (string | number)[] | undefined {
  if (server === 'halls') return ['halls'];
  const match = /^halls\.(\d+)(?:\.([a-z_]+))?/.exec(server);
  if (!match) return undefined;
  const field = HALL_FIELDS.find((name) => name === match[2]) ?? 'name';
  return ['halls', Number(match[1]), field];
}
