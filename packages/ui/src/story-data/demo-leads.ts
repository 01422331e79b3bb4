import type { Lead } from '@portal/api-client';

/** The columns of a lead that the stories' lead list shows. */
export type DemoLead = Pick<
  Lead,
  'id' | 'first_name' | 'last_name' | 'business' | 'start_date' | 'end_date' | 'participants' | 'city_name' | 'region_name' | 'submitted_at' | 'status'
>;

type Row = [
  first: string,
  last: string,
  business: string | null,
  start: string,
  end: string,
  participants: number,
  city: string,
  region: string,
  submitted: string,
  status: Lead['status'],
];

// Conference requests as customers send them through the website, newest first; fixed dates so
// that screenshots and tests do not change with the calendar.
const ROWS: Row[] = [
  ['Sara', 'Lindqvist', 'Nordisk Energi AB', '2027-01-20', '2027-01-22', 24, 'Sigtuna', 'Stockholms län', '2026-11-21T08:12:00Z', 'New'],
  ['Oskar', 'Holm', 'Holm Bygg & Fastighet', '2026-12-08', '2026-12-08', 12, 'Göteborg', 'Västra Götalands län', '2026-11-20T15:40:00Z', 'New'],
  ['Emily', 'Carter', 'Northwind Software Ltd', '2027-02-15', '2027-02-18', 40, 'Åre', 'Jämtlands län', '2026-11-20T09:05:00Z', 'New'],
  ['Lars', 'Eriksson', 'Skärgårdsbanken', '2027-01-12', '2027-01-13', 18, 'Norrtälje', 'Stockholms län', '2026-11-19T13:27:00Z', 'New'],
  ['Fatima', 'Haddad', null, '2026-12-02', '2026-12-02', 8, 'Malmö', 'Skåne län', '2026-11-18T10:50:00Z', 'New'],
  ['Johan', 'Berg', 'Berg & Söner Logistik', '2026-12-14', '2026-12-16', 35, 'Leksand', 'Dalarnas län', '2026-11-16T07:31:00Z', 'Converted'],
  ['Ingrid', 'Nyström', 'Kommunförbundet Norr', '2027-02-03', '2027-02-04', 60, 'Umeå', 'Västerbottens län', '2026-11-13T14:02:00Z', 'Converted'],
  ['Mikael', 'Virtanen', 'Virtanen Design', '2026-11-27', '2026-11-27', 6, 'Uppsala', 'Uppsala län', '2026-11-11T11:18:00Z', 'Discarded'],
  ['Anders', 'Sandberg', 'Sandberg Revision AB', '2027-02-19', '2027-02-21', 22, 'Varberg', 'Hallands län', '2026-11-09T16:45:00Z', 'New'],
  ['Helena', 'Åberg', 'Åberg Life Science', '2026-12-31', '2027-01-01', 15, 'Båstad', 'Skåne län', '2026-11-05T08:00:00Z', 'Discarded'],
  ['Peter', 'Gustafsson', 'Gotlands Turistråd', '2026-12-16', '2026-12-16', 30, 'Visby', 'Gotlands län', '2026-11-01T12:34:00Z', 'New'],
  ['Elin', 'Karlsson', 'Karlsson Event', '2027-03-20', '2027-03-22', 50, 'Karlstad', 'Värmlands län', '2026-10-24T09:15:00Z', 'Converted'],
  ['Maja', 'Öberg', 'Öresunds Fastigheter', '2027-04-07', '2027-04-08', 28, 'Ystad', 'Skåne län', '2026-10-21T10:22:00Z', 'New'],
  ['Ahmed', 'Nasser', 'Västkustens Vårdcentraler', '2027-01-27', '2027-01-28', 45, 'Marstrand', 'Västra Götalands län', '2026-10-19T13:10:00Z', 'Converted'],
  ['Kristina', 'Wallin', 'Wallin & Partners Advokatbyrå', '2026-12-10', '2026-12-10', 10, 'Stockholm', 'Stockholms län', '2026-10-15T08:47:00Z', 'Discarded'],
  ['Erik', 'Lundgren', 'Norrskog Ekonomisk Förening', '2027-03-02', '2027-03-04', 32, 'Sundsvall', 'Västernorrlands län', '2026-10-12T15:05:00Z', 'New'],
  ['Sofia', 'Andersson', 'Mälardalens Högskoleförbund', '2027-05-11', '2027-05-12', 80, 'Västerås', 'Västmanlands län', '2026-10-08T09:58:00Z', 'New'],
  ['Jonas', 'Persson', null, '2027-06-04', '2027-06-05', 14, 'Vadstena', 'Östergötlands län', '2026-10-02T18:20:00Z', 'New'],
  ['Linnea', 'Bergström', 'Bergström Arkitekter', '2027-02-25', '2027-02-26', 16, 'Sälen', 'Dalarnas län', '2026-09-28T07:44:00Z', 'Converted'],
  ['Magnus', 'Ek', 'Smålands Trähus AB', '2026-12-03', '2026-12-04', 26, 'Växjö', 'Kronobergs län', '2026-09-22T11:11:00Z', 'Discarded'],
  ['Annika', 'Forsberg', 'Region Örebro län', '2027-04-21', '2027-04-21', 120, 'Örebro', 'Örebro län', '2026-09-17T14:36:00Z', 'New'],
  ['David', 'Lind', 'Lind Media', '2027-01-14', '2027-01-15', 9, 'Mölle', 'Skåne län', '2026-09-10T10:03:00Z', 'Converted'],
  ['Karin', 'Sjöberg', 'Sjöberg Rederi AB', '2027-05-26', '2027-05-28', 38, 'Kalmar', 'Kalmar län', '2026-09-03T12:29:00Z', 'New'],
];

/** 23 leads for the stories' lead list: enough for three pages of ten. */
export const demoLeads: DemoLead[] = ROWS.map(
  ([first_name, last_name, business, start_date, end_date, participants, city_name, region_name, submitted_at, status], index) => ({
    id: 1042 - index,
    first_name,
    last_name,
    business,
    start_date,
    end_date,
    participants,
    city_name,
    region_name,
    submitted_at,
    status,
  }),
);
