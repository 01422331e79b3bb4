import { registerTranslations } from '@portal/platform';
import en from './en.json';
import sv from './sv.json';

/** The map's own texts, under the `venueMap` namespace; imported by the map's lazily loaded part. */
export const VENUE_MAP_NS = 'venueMap';
registerTranslations(VENUE_MAP_NS, { sv, en });
