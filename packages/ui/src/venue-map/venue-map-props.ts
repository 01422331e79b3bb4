import type { Schemas } from '@portal/api-client';

type Location = Schemas['Location'];

/** One place on the map. */
export interface VenueMapMarker {
  location: Location;
  /** Shown beside the marker (a venue's number or name); none for a location being picked. */
  label?: string;
}

export interface VenueMapProps {
  /** The places shown, each as a marker. */
  markers: VenueMapMarker[];
  /** Makes the map a picker: a click picks the location. Without it the map is read only. */
  onPick?: (location: Location) => void;
  /** Accessible name of the map. */
  label: string;
  /** In px; 340 by default. */
  height?: number;
}
