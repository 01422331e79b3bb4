import type { Schemas } from '@portal/api-client';
import { circleMarker, control, geoJSON, map as createMap, type CircleMarker, type Map as LeafletMapInstance } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { theme } from 'antd';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCountries } from './load-countries';

type Location = Schemas['Location'];

/** Sweden in view, with its neighbours around it. */
const SWEDEN_CENTRE: [number, number] = [62.5, 16.5];
const SWEDEN_ZOOM = 4;
/** Six decimals are about 10 cm: more precision than a click can give. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export interface LeafletMapProps {
  value: Location | null;
  onPick: (location: Location) => void;
  /** Accessible name of the map. */
  label: string;
}

/**
 * A Leaflet map of the countries as vector shapes (no tiles, no network) with the location as a
 * circle marker (no PNG icon). Clicking the map picks a location. Only this file imports Leaflet,
 * so it loads with the account form's map and tests can stand in for it.
 */
export function LeafletMap({ value, onPick, label }: LeafletMapProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.map' });
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMapInstance | null>(null);
  const markerRef = useRef<CircleMarker | null>(null);
  const pick = useEffectEvent((location: Location) => onPick(location));
  const colors = useRef({ land: token.colorFillSecondary, border: token.colorBorder, home: token.colorPrimaryBg, marker: token.colorPrimary });

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const map = createMap(element, { center: SWEDEN_CENTRE, zoom: SWEDEN_ZOOM, minZoom: 2, maxZoom: 14, attributionControl: false, worldCopyJump: true, zoomControl: false });
    map.on('click', (event) => pick({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }));
    mapRef.current = map;

    let active = true;
    void loadCountries().then((countries) => {
      if (!active) return;
      const { land, border, home } = colors.current;
      geoJSON(countries, {
        interactive: false,
        style: (country) => ({
          weight: 1,
          color: border,
          fillOpacity: 1,
          fillColor: country?.properties?.name === 'Sweden' ? home : land,
        }),
      })
        .addTo(map)
        .bringToBack();
    });
    return () => {
      active = false;
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  // Leaflet's own zoom buttons say "Zoom in" whatever the language: ours say it in the portal's.
  const zoomIn = t('zoomIn');
  const zoomOut = t('zoomOut');
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return undefined;
    const zoom = control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    return () => {
      zoom.remove();
    };
  }, [zoomIn, zoomOut]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!value) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const position: [number, number] = [value.lat, value.lng];
    if (markerRef.current) markerRef.current.setLatLng(position);
    else {
      const color = colors.current.marker;
      markerRef.current = circleMarker(position, { radius: 8, weight: 3, color, fillColor: color, fillOpacity: 0.5, interactive: false }).addTo(map);
    }
    // A location typed into the fields, or loaded with the account, may lie outside the view.
    if (!map.getBounds().contains(position)) map.panTo(position);
  }, [value]);

  return (
    <div
      ref={container}
      aria-label={label}
      role="region"
      style={{ height: 340, borderRadius: token.borderRadius, border: `1px solid ${token.colorBorder}`, background: token.colorInfoBg, cursor: 'crosshair' }}
    />
  );
}
