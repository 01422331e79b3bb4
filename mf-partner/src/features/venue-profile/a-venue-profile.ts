import type { Schemas } from '@portal/api-client';
import type { VenueProfile, VenueProfileInput } from './api/use-venue-profile';

type StoredFile = Schemas['StoredFile'];

/** An uploaded image as the API answers it. */
export function aStoredFile(id: number): StoredFile {
  return {
    id,
    url: `/api/files/image-${id}-abcdefghijklmnopqrstu`,
    thumbnail_url: `/api/files/thumb-${id}-abcdefghijklmnopqrstu`,
    content_type: 'image/jpeg',
    size: 120_000,
    width: 1200,
    height: 800,
  };
}

/** The demo partner's account with a profile, as `GET /partner/account` answers it. */
export function aVenueProfile(overrides: Partial<VenueProfile> = {}): VenueProfile {
  return {
    id: 3,
    company_name: 'Demo Konferenshotell AB',
    venue_name: 'Demo Konferenshotell',
    address: 'Strandvägen 12, 114 56 Stockholm',
    phone: '08-410 200 00',
    email: 'bokning@konferenshotell.demo',
    corporate_number: '556036-0793',
    invoice_address: null,
    invoice_email: null,
    commission_percent: 12.5,
    commission_meals_percent: null,
    commission_type: 'accommodation_conference',
    payment_terms_days: 30,
    region_name: 'Stockholms län',
    city_name: 'Stockholm',
    location: { lat: 59.3326, lng: 18.0849 },
    comments: { accommodation: '120 rum med sjöutsikt', conference: null, meals: 'Frukost ingår', other: null },
    title: 'Konferens vid vattnet',
    description: 'Ett hotell vid Strandvägen.',
    main_image: aStoredFile(1),
    images: [aStoredFile(2), aStoredFile(3)],
    halls: [{ name: 'Stora salen', size_sqm: 220, capacity: 180, seating: 'cinema', comment: 'Scen och ljud' }],
    guest_rooms: 120,
    updated_at: '2031-02-01T09:00:00Z',
    ...overrides,
  };
}

/** What the server answers to a save: the profile as sent, on the account. */
export function savedProfile(body: VenueProfileInput, images: StoredFile[] = [1, 2, 3].map(aStoredFile)): VenueProfile {
  const byId = new Map(images.map((file) => [file.id, file]));
  return aVenueProfile({
    title: body.title,
    description: body.description,
    comments: body.comments,
    location: body.location,
    main_image: body.main_image_id === null || body.main_image_id === undefined ? null : (byId.get(body.main_image_id) ?? null),
    images: body.image_ids.flatMap((id) => byId.get(id) ?? []),
    halls: body.halls.map((hall) => ({
      name: hall.name,
      size_sqm: hall.size_sqm ?? null,
      capacity: hall.capacity ?? null,
      seating: hall.seating ?? null,
      comment: hall.comment ?? null,
    })),
    guest_rooms: body.guest_rooms ?? null,
    updated_at: '2031-02-02T10:00:00Z',
  });
}
