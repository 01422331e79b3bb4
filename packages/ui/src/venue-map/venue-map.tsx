import { Skeleton, theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VENUE_MAP_NS } from './i18n';
import type { VenueMapProps } from './venue-map-props';

// Leaflet, its CSS and the world atlas are a chunk of their own, fetched when a map comes into view.
const LeafletMap = lazy(() => import('./leaflet-map').then((module) => ({ default: module.LeafletMap })));

/**
 * How far below the window a map starts loading, so it is there when scrolled to: a little, so a map
 * below the first screen (the presentation's, after its venues) is not part of the page's first load.
 */
const AHEAD = '0px 0px 200px 0px';

/**
 * The offline map of places (`markers`): read only, or a picker with `onPick`. Leaflet and the
 * atlas (several hundred kB) are no part of the page's first load: they are fetched once the map
 * is near the window, so a page with a map far below (the presentation on a phone) does not pay
 * for it until the reader gets there.
 */
export function VenueMap(props: VenueMapProps) {
  const { t } = useTranslation(VENUE_MAP_NS);
  const { token } = theme.useToken();
  const height = props.height ?? 340;
  const placeholder = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) the map is simply loaded.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) {
    // Not an antd skeleton: nothing is loading yet, and a page waiting for skeletons to go would wait forever.
    return <div ref={placeholder} aria-hidden style={{ height, borderRadius: token.borderRadius, background: token.colorFillQuaternary }} />;
  }
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t('loading')}>
          <Skeleton.Node active style={{ width: '100%', height }} />
        </div>
      }
    >
      <LeafletMap {...props} />
    </Suspense>
  );
}
