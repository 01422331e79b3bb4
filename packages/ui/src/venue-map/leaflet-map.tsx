import type { Schemas } from '@portal/api-client';
import { Browser, circleMarker, control, geoJSON, latLngBounds, layerGroup, map as createMap, type LayerGroup, type Map as LeafletMapInstance } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { theme } from 'antd';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VENUE_MAP_NS } from './i18n';
import { loadCountries } from './load-countries';
import type { VenueMapMarker, VenueMapProps } from './venue-map-props';

type Location = Schemas['Location'];

/** Sweden in view, with its neighbours around it. */
const SWEDEN_CENTRE: [number, number] = [62.5, 16.5];
const SWEDEN_ZOOM = 4;
/**
 * The closest a read-only map zooms in to show its places: the map has country shapes only (no
 * streets), so closer shows nothing more than a coastline.
 */
const SHOW_ZOOM = 6;
/** Six decimals are about 10 cm: more precision than a click can give. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const positionOf = (marker: VenueMapMarker): [number, number] => [marker.location.lat, marker.location.lng];

/**
 * A Leaflet map of the countries as vector shapes (no tiles, no network) with each place as a
 * circle marker (no PNG icon), labelled when the marker has a label. With `onPick`, clicking the
 * map picks a location and a place moved out of view is panned to; without it the map is read
 * only and frames its places. Only this file imports Leaflet, so it loads with the first map shown
 * (`VenueMap` fetches it lazily) and tests can stand in for it.
 */
export function LeafletMap({ markers, onPick, label, height = 340 }: VenueMapProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation(VENUE_MAP_NS);
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMapInstance | null>(null);
  const markersRef = useRef<LayerGroup | null>(null);
  const picking = onPick !== undefined;
  const pick = useEffectEvent((location: Location) => onPick?.(location));
  const colors = useRef({ land: token.colorFillSecondary, border: token.colorBorder, home: token.colorPrimaryBg, marker: token.colorPrimary });

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const map = createMap(element, {
      center: SWEDEN_CENTRE,
      zoom: SWEDEN_ZOOM,
      minZoom: 2,
      maxZoom: 14,
      attributionControl: false,
      worldCopyJump: true,
      zoomControl: false,
      // A map to look at sits in a long page: the wheel and a finger scroll the page, not the map
      // (the zoom buttons and the keyboard still move it).
      scrollWheelZoom: picking,
      dragging: picking || !Browser.mobile,
    });
    if (picking) map.on('click', (event) => pick({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }));
    mapRef.current = map;
    markersRef.current = layerGroup().addTo(map);

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
      markersRef.current = null;
    };
    // Made once: whether the map picks is fixed for its life (a form's picker stays one).
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

  // The places by value: a new array with the same places (every render of the page) moves nothing.
  const placesKey = JSON.stringify(markers.map((marker) => [marker.location.lat, marker.location.lng, marker.label ?? null]));
  useEffect(() => {
    const map = mapRef.current;
    const group = markersRef.current;
    if (!map || !group) return;
    group.clearLayers();
    const color = colors.current.marker;
    for (const marker of markers) {
      const dot = circleMarker(positionOf(marker), { radius: 8, weight: 3, color, fillColor: color, fillOpacity: 0.5, interactive: false });
      if (marker.label) dot.bindTooltip(marker.label, { permanent: true, direction: 'top', offset: [0, -8] });
      group.addLayer(dot);
    }
    if (markers.length === 0) return;
    const bounds = latLngBounds(markers.map(positionOf));
    if (picking) {
      // A location typed into the fields, or loaded with the account, may lie outside the view.
      if (!map.getBounds().contains(bounds)) map.panTo(bounds.getCenter());
    } else {
      map.fitBounds(bounds, { maxZoom: SHOW_ZOOM, padding: [32, 32] });
    }
  }, [placesKey]);

  return (
    <div
      ref={container}
      aria-label={label}
      role="region"
      style={{ height, borderRadius: token.borderRadius, border: `1px solid ${token.colorBorder}`, background: token.colorInfoBg, cursor: picking ? 'crosshair' : undefined }}
    />
  );
}
