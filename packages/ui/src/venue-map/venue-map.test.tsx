import { setLanguage } from '@portal/platform';
import { renderWithPortal } from '@portal/platform/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VenueMapProps } from './venue-map-props';
import { VenueMap } from './venue-map';

// Leaflet stands aside: what is checked here is when the map's chunk is asked for.
const loaded = vi.fn();
vi.mock('./leaflet-map', () => ({
  LeafletMap: ({ markers, label }: VenueMapProps) => {
    loaded();
    return (
      <div role="region" aria-label={label}>
        {markers.map((marker) => marker.label).join(', ')}
      </div>
    );
  },
}));

/** An IntersectionObserver the test moves: `reach()` brings the observed element near the window. */
function stubObserver() {
  let callback: IntersectionObserverCallback | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(next: IntersectionObserverCallback) {
        callback = next;
      }
      observe() {}
      disconnect() {}
    },
  );
  return { reach: () => act(() => callback?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  loaded.mockClear();
});

describe('VenueMap', () => {
  it('does not load the map while it is far below the window, and loads it once it comes near', async () => {
    setLanguage('sv');
    const observer = stubObserver();
    renderWithPortal(<VenueMap markers={[{ location: { lat: 60.85, lng: 14.99 }, label: '1. Sjöviks Herrgård' }]} label="Anläggningarnas lägen" />);

    expect(screen.queryByRole('region', { name: 'Anläggningarnas lägen' })).not.toBeInTheDocument();
    // Waiting is no loading: a page that waits for its skeletons to go would wait forever.
    expect(document.querySelector('.ant-skeleton-active')).toBeNull();
    expect(loaded).not.toHaveBeenCalled();

    observer.reach();
    expect(await screen.findByRole('region', { name: 'Anläggningarnas lägen' })).toHaveTextContent('1. Sjöviks Herrgård');
  });

  it('loads the map at once where the browser cannot tell where it is', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderWithPortal(<VenueMap markers={[]} label="Karta" />);
    expect(await screen.findByRole('region', { name: 'Karta' })).toBeInTheDocument();
  });
});
