import type { Schemas } from '@portal/api-client';
import { ClearOutlined } from '@ant-design/icons';
import { NumberInput, VenueMap } from '@portal/ui';
import { Button, Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Location = Schemas['Location'];

/** What the fields hold: a location, or one typed coordinate of it so far. */
export interface LocationDraft {
  lat: number | null;
  lng: number | null;
}

/** The location the draft names, or null when it has no coordinate or only one. */
export function completeLocation(value: LocationDraft | null | undefined): Location | null {
  const on = (coordinate: number | null | undefined, limit: number): coordinate is number => coordinate != null && Math.abs(coordinate) <= limit;
  return value && on(value.lat, 90) && on(value.lng, 180) ? { lat: value.lat, lng: value.lng } : null;
}

/** One coordinate typed, the other missing: not yet a location, and not nothing either. */
export function isHalfTyped(value: LocationDraft | null | undefined): boolean {
  return Boolean(value) && (value?.lat === null) !== (value?.lng === null);
}

const markersOf = (location: Location | null) => (location ? [{ location }] : []);

const toDraft = (location: LocationDraft | null | undefined): LocationDraft => ({ lat: location?.lat ?? null, lng: location?.lng ?? null });

export interface LocationPickerProps {
  /** The location, a half-typed one, or null when none is chosen. Works as an antd Form.Item control. */
  value?: LocationDraft | null;
  onChange?: (location: LocationDraft | null) => void;
  id?: string;
}

/**
 * A location picked on the map, or typed as latitude and longitude (the keyboard's way, always
 * present), and a button to clear it. A half-typed location (one coordinate only) is passed on as
 * it is, so the form can refuse it next to the field (`isHalfTyped`) instead of saving no location.
 */
export function LocationPicker({ value = null, onChange, id }: LocationPickerProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.map' });
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [draft, setDraft] = useState<LocationDraft>(() => toDraft(value));
  const [shownValue, setShownValue] = useState(value);
  // The location changed from elsewhere (a click on the map, the form reset): show it in the fields.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(toDraft(value));
  }

  const handleDraft = (next: LocationDraft) => {
    const location = next.lat === null && next.lng === null ? null : next;
    setDraft(next);
    // Our own change coming back as `value` must not overwrite the half-typed fields.
    setShownValue(location);
    onChange?.(location);
  };

  return (
    <Flex vertical gap={12} id={baseId}>
      {/* Leaflet and the world atlas are fetched only when the map is shown, i.e. on the account form. */}
      <VenueMap markers={markersOf(completeLocation(value))} onPick={(location) => onChange?.(location)} label={t('label')} />
      <Typography.Text type="secondary">{t('hint')}</Typography.Text>
      <Flex gap={12} wrap align="flex-end">
        <Flex vertical gap={4}>
          <label htmlFor={`${baseId}-lat`}>{t('latitude')}</label>
          {/* Typed as it is: 123 is refused next to the field (the account form's rule), not turned into 90. */}
          <NumberInput id={`${baseId}-lat`} step={0.000001} value={draft.lat} onChange={(lat) => handleDraft({ ...draft, lat })} />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={`${baseId}-lng`}>{t('longitude')}</label>
          <NumberInput id={`${baseId}-lng`} step={0.000001} value={draft.lng} onChange={(lng) => handleDraft({ ...draft, lng })} />
        </Flex>
        <Button icon={<ClearOutlined aria-hidden />} onClick={() => handleDraft({ lat: null, lng: null })} disabled={draft.lat === null && draft.lng === null}>
          {t('clear')}
        </Button>
      </Flex>
    </Flex>
  );
}
