import { setLanguage } from '@portal/platform';
import { renderWithPortal } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { LocationPicker, type LocationDraft } from './location-picker';

vi.mock('@portal/ui/src/venue-map/leaflet-map', () => import('../../testing/fake-leaflet-map'));

type Location = LocationDraft | null;

/** The picker as a form holds it: the value it emits comes back as its value. */
function Controlled({ initial, onChange }: { initial: Location; onChange: (location: Location) => void }) {
  const [value, setValue] = useState<Location>(initial);
  return (
    <LocationPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('LocationPicker', () => {
  it('shows the location in the latitude and longitude fields and on the map', async () => {
    setLanguage('en');
    renderWithPortal(<Controlled initial={{ lat: 59.617, lng: 17.723 }} onChange={vi.fn()} />);

    expect(await screen.findByRole('region', { name: "Map for choosing the account's place" })).toHaveTextContent('59.617, 17.723');
    expect(screen.getByLabelText('Latitude')).toHaveValue('59.617');
    expect(screen.getByLabelText('Longitude')).toHaveValue('17.723');
  });

  it('takes a location typed with the keyboard once both coordinates are there', async () => {
    setLanguage('en');
    const onChange = vi.fn();
    const user = setupUser();
    renderWithPortal(<Controlled initial={null} onChange={onChange} />);
    await screen.findByRole('region', { name: "Map for choosing the account's place" });

    await user.type(screen.getByLabelText('Latitude'), '57.7');
    // Passed on as half-typed, for the form to refuse; the map has no place yet.
    expect(onChange).toHaveBeenLastCalledWith({ lat: 57.7, lng: null });
    expect(screen.getByRole('region', { name: "Map for choosing the account's place" })).toHaveTextContent('no location');

    await user.type(screen.getByLabelText('Longitude'), '11.97');
    expect(onChange).toHaveBeenLastCalledWith({ lat: 57.7, lng: 11.97 });
    expect(screen.getByRole('region', { name: "Map for choosing the account's place" })).toHaveTextContent('57.7, 11.97');
  });

  it('takes a location picked on the map into the fields, and clears it', async () => {
    setLanguage('sv');
    const onChange = vi.fn();
    const user = setupUser();
    renderWithPortal(<Controlled initial={{ lat: 59.617, lng: 17.723 }} onChange={onChange} />);

    await user.click(await screen.findByRole('button', { name: 'Pick Uppsala on the map' }));
    expect(onChange).toHaveBeenLastCalledWith({ lat: 59.858564, lng: 17.638927 });
    expect(screen.getByLabelText('Latitud')).toHaveValue('59,858564');
    expect(screen.getByLabelText('Longitud')).toHaveValue('17,638927');

    await user.click(screen.getByRole('button', { name: 'Rensa plats' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByLabelText('Latitud')).toHaveValue('');
    expect(screen.getByRole('region', { name: 'Karta för att välja kontots plats' })).toHaveTextContent('no location');
    expect(screen.getByRole('button', { name: 'Rensa plats' })).toBeDisabled();
  });

  it('keeps a latitude outside -90 to 90 as typed, for the form to refuse, and puts no place on the map', async () => {
    setLanguage('en');
    const onChange = vi.fn();
    const user = setupUser();
    renderWithPortal(<Controlled initial={null} onChange={onChange} />);
    await screen.findByRole('region', { name: "Map for choosing the account's place" });

    await user.type(screen.getByLabelText('Latitude'), '123');
    await user.type(screen.getByLabelText('Longitude'), '10');
    await user.tab();
    // Not turned into 90 behind the user's back: the account form says what is wrong.
    expect(screen.getByLabelText('Latitude')).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith({ lat: 123, lng: 10 });
    expect(screen.getByRole('region', { name: "Map for choosing the account's place" })).toHaveTextContent('no location');
  });
});
