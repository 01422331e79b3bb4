import type { Database } from '../../src/core/db/client.js';
import { todayIn } from '../../src/core/dates.js';
import { rows } from './app.js';

export function daysFromToday(days: number): string {
  const [year, month, day] = todayIn().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export async function placeIds(database: Database, region: string, city: string): Promise<{ region_id: number; city_id: number }> {
  const [row] = await rows<{ region_id: number; city_id: number }>(
    database,
    'SELECT r.id AS region_id, c.id AS city_id FROM cities c JOIN regions r ON r.id = c.region_id WHERE r.name = $1 AND c.name = $2',
    [region, city],
  );
  if (!row) throw new Error(`no such place ${region}/${city}`);
  return row;
}

export async function validLead(database: Database, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const place = await placeIds(database, 'Dalarnas län', 'Falun');
  return {
    first_name: 'Greta',
    last_name: 'Holmberg',
    business: 'Holmberg & Co',
    email: 'greta@holmberg.example',
    phone: '070-111 22 33',
    conference_type: 'overnight',
    start_date: daysFromToday(20),
    end_date: daysFromToday(22),
    arrival_time: '09:30',
    departure_time: '15:00',
    participants: 20,
    single_room_people: 10,
    double_room_people: 10,
    accepts_shared_double: true,
    conference_room_size: 20,
    furnishing: 'u_shaped',
    ...place,
    vat_basis: 'ex',
    contact_method: 'email',
    message: 'Gärna vegetarisk lunch.',
    language: 'sv',
    ...overrides,
  };
}
