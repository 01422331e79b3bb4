import { describe, expect, it } from 'vitest';
import { loadCountries } from './load-countries';

describe('loadCountries', () => {
  it('turns the bundled atlas into GeoJSON shapes, Sweden among them', async () => {
    const countries = await loadCountries();

    expect(countries.type).toBe('FeatureCollection');
    const features = 'features' in countries ? countries.features : [];
    const sweden = features.find((country) => country.properties?.name === 'Sweden');
    expect(sweden?.geometry.type).toBe('MultiPolygon');
    expect(features.length).toBeGreaterThan(200);
  });
});
