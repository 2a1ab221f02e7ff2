// Under the board's map: the stops with no location, each with "Set location" (then a click on
// the map places it), and the keyboard's way to the same pin: choose a stop, type its latitude
// and longitude, save. Dragging a marker on the map moves its pin too (day-map.tsx).
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { input } from './dispatch-ui';
import { placeable, typedPosition, type MapStop } from './map-pins';

type At = { lat: number; lng: number };
type Props = {
  stops: MapStop[];
  selected: MapStop | null;
  placing: boolean;
  onSelect: (id: number) => void;
  onPlace: (stop: MapStop) => void;
  onCancel: () => void;
  onSave: (stop: MapStop, at: At) => void;
};
type FieldsProps = Pick<Props, 'selected' | 'onSelect' | 'onPlace' | 'onSave'> & {
  options: MapStop[];
};

// Keyed by the chosen stop: its fields start at its location.
function PinFields({ options, selected, onSelect, onPlace, onSave }: FieldsProps) {
  const [lat, setLat] = useState(selected?.location ? String(selected.location.lat) : '');
  const [lng, setLng] = useState(selected?.location ? String(selected.location.lng) : '');
  const [wrong, setWrong] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = typedPosition(lat, lng);
    setWrong(at ? '' : 'Give the latitude and longitude in degrees, e.g. 33.7 and 73.05');
    if (selected && at) onSave(selected, at);
  };
  const coordinate = (label: string, value: string, set: (v: string) => void) => (
    <label className="flex flex-col font-medium">
      {label}
      <input
        className={`${input} w-32`}
        inputMode="decimal"
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={wrong ? true : undefined}
        aria-describedby="pin-wrong"
      />
    </label>
  );
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Stop location">
      <label className="flex flex-col font-medium">
        Stop
        <select
          className={input}
          value={selected?.id ?? ''}
          onChange={(e) => onSelect(Number(e.target.value))}
        >
          <option value="" disabled>
            Choose a stop
          </option>
          {options.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}, {s.address}
              {s.location ? '' : ' (no location)'}
            </option>
          ))}
        </select>
      </label>
      {coordinate('Latitude', lat, setLat)}
      {coordinate('Longitude', lng, setLng)}
      <Button type="submit" size="sm" disabled={!selected}>
        Save location
      </Button>
      {selected && (
        <Button type="button" size="sm" variant="secondary" onClick={() => onPlace(selected)}>
          Set location on the map
        </Button>
      )}
      <p id="pin-wrong" className={wrong ? 'basis-full text-red-700' : 'sr-only'}>
        {wrong}
      </p>
    </form>
  );
}

export function MapPinForm({
  stops,
  selected,
  placing,
  onSelect,
  onPlace,
  onCancel,
  onSave,
}: Props) {
  const options = placeable(stops);
  const unplaced = options.filter((s) => !s.location);
  return (
    <div className="flex flex-col gap-3 text-sm">
      {unplaced.length > 0 && (
        <div data-testid="map-unplaced">
          <p>Not on the map (no location):</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {unplaced.map((s) => (
              <li key={s.id} className="flex items-center gap-2 rounded-lg border px-2 py-1">
                {s.name}
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onPlace(s)}
                  aria-label={`Set location of ${s.name}`}
                >
                  Set location
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {placing && selected && (
        <p className="font-medium text-brand-800" data-testid="map-placing">
          Click the map where {selected.name} is (Escape stops).{' '}
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Stop placing
          </Button>
        </p>
      )}
      <PinFields
        key={`${selected?.id ?? 0}:${selected?.location?.lat ?? ''}:${selected?.location?.lng ?? ''}`}
        options={options}
        selected={selected}
        onSelect={onSelect}
        onPlace={onPlace}
        onSave={onSave}
      />
      <p className="text-muted">Or drag a stop&apos;s marker to where the house is.</p>
    </div>
  );
}
