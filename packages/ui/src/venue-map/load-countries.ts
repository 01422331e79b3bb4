import { feature } from 'topojson-client';

type Topology = Parameters<typeof feature>[0];

/**
 * The world's countries as GeoJSON, from the TopoJSON bundled with `world-atlas` (Natural Earth,
 * 1:50m). The map draws them itself, so it needs no tile server and works offline and under the
 * portal's CSP. The file is fetched only when a map is first shown.
 */
export async function loadCountries() {
  const { default: atlas } = await import('world-atlas/countries-50m.json');
  const topology = atlas as unknown as Topology;
  const countries = topology.objects.countries;
  if (!countries) throw new Error('world-atlas has no countries object');
  return feature(topology, countries);
}
