import { setLanguage } from '@portal/platform';
import { renderWithPortal } from '@portal/platform/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LeafletMap } from './leaflet-map';

// The atlas is load-countries.test.ts's business; here the map's own behaviour, without 750 kB of shapes.
vi.mock('./load-countries', () => ({ loadCountries: () => new Promise(() => {}) }));

const SJOVIK = { lat: 60.852, lng: 14.99 };
const HAMN = { lat: 59.33, lng: 18.07 };

describe('LeafletMap', () => {
  it('shows a labelled marker for each place, read only without onPick', () => {
    setLanguage('sv');
    renderWithPortal(
      <LeafletMap
        markers={[
          { location: SJOVIK, label: '1. Sjöviks Herrgård' },
          { location: HAMN, label: '2. Hamnhotellet' },
        ]}
        label="Anläggningarnas lägen"
      />,
    );
    const map = screen.getByRole('region', { name: 'Anläggningarnas lägen' });
    expect(map.querySelectorAll('svg path')).toHaveLength(2);
    expect(map).toHaveTextContent('1. Sjöviks Herrgård');
    expect(map).toHaveTextContent('2. Hamnhotellet');
    expect(map.style.cursor).toBe('');
    // Its zoom buttons speak the portal's language.
    expect(screen.getByRole('button', { name: 'Zooma in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zooma ut' })).toBeInTheDocument();
  });

  it('picks the clicked place when it is a picker, rounded to six decimals', () => {
    setLanguage('en');
    const onPick = vi.fn();
    renderWithPortal(<LeafletMap markers={[]} onPick={onPick} label="Map for choosing the place" />);
    const map = screen.getByRole('region', { name: 'Map for choosing the place' });
    expect(map.style.cursor).toBe('crosshair');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();

    fireEvent.click(map, { clientX: 10, clientY: 10 });
    expect(onPick).toHaveBeenCalledTimes(1);
    const [picked] = onPick.mock.calls[0] as [{ lat: number; lng: number }];
    expect(Math.abs(picked.lat)).toBeLessThanOrEqual(90);
    expect(String(picked.lat).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6);
    expect(String(picked.lng).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6);
  });

  it('follows the places it is given on the same map, and shows none when there are none', () => {
    const { rerender } = render(<LeafletMap markers={[{ location: SJOVIK }]} onPick={vi.fn()} label="Karta" />);
    const map = screen.getByRole('region', { name: 'Karta' });
    expect(map.querySelectorAll('svg path')).toHaveLength(1);
    rerender(<LeafletMap markers={[{ location: SJOVIK }, { location: HAMN }]} onPick={vi.fn()} label="Karta" />);
    expect(map.querySelectorAll('svg path')).toHaveLength(2);
    rerender(<LeafletMap markers={[]} onPick={vi.fn()} label="Karta" />);
    expect(map.querySelectorAll('svg path')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Karta' })).toBe(map);
  });
});
