// A customer's request sent as /send-request sends it (that form has its own specs): a New lead,
// for the specs that start from one. The place is named, the rest can be overridden.
import { expect, type Page } from './fixtures';

export interface LeadRequest {
  region: string;
  [field: string]: unknown;
}

export async function aNewLead(page: Page, lastName: string, { region, ...overrides }: LeadRequest = { region: 'Stockholms län' }): Promise<number> {
  const regions = (await (await page.request.get('/api/regions')).json()) as { data: { id: number; name: string }[] };
  const regionId = regions.data.find((candidate) => candidate.name === region)!.id;
  const cities = (await (await page.request.get(`/api/cities?region_id=${regionId}`)).json()) as { data: { id: number }[] };
  const response = await page.request.post('/api/leads', {
    data: {
      first_name: 'Eva',
      last_name: lastName,
      business: 'Nordisk Energi AB',
      email: 'eva@nordiskenergi.demo',
      phone: '070-123 45 67',
      conference_type: 'overnight',
      start_date: '2031-05-14',
      end_date: '2031-05-15',
      arrival_time: '09:00',
      departure_time: '15:00',
      participants: 24,
      single_room_people: 10,
      double_room_people: 14,
      accepts_shared_double: true,
      conference_room_size: 24,
      furnishing: 'school',
      region_id: regionId,
      city_id: cities.data[0]!.id,
      vat_basis: 'ex',
      contact_method: 'email',
      message: null,
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}
