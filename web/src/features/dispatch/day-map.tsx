// The day on a map (Leaflet, loaded only when a manager opens it): the depot, each driver's
// stops in their colour and numbered in their order, joined by the route from the depot and
// back; the stops with no location listed below. Without tiles (AQUA_MAP_TILE_URL) it draws
// the sector grid and the named areas from the gazetteer. A manager sets a stop's location
// (its address's pin) by dragging its marker, by "Set location" then a click on the map, or by
// typing it (map-pin-form.tsx).
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './day-map.css';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useDayMap, useGazetteer, usePin, type DayMap, type Gazetteer } from './dispatch-api';
import { MapPinForm } from './map-pin-form';
import { positionText, type MapStop } from './map-pins';

const COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0f766e', '#a21caf'];
const UNASSIGNED = '#475569';
type At = { lat: number; lng: number };

function drawPlaces(map: L.Map, g: Gazetteer) {
  if (g.tileUrl) {
    L.tileLayer(g.tileUrl, { maxZoom: 18 }).addTo(map);
    return;
  }
  for (const p of g.places) {
    const sector = p.kind === 'sector';
    L.circle([p.lat, p.lng], {
      radius: p.radiusM,
      color: sector ? '#94a3b8' : '#cbd5e1',
      weight: 1,
      fillOpacity: 0.04,
    })
      .bindTooltip(p.name, { permanent: sector, direction: 'center', className: 'map-place' })
      .addTo(map);
  }
}

function drawDay(layer: L.LayerGroup, day: DayMap, onDrag: (s: MapStop, at: At) => void) {
  const depot: L.LatLngTuple = [day.depot.lat, day.depot.lng];
  L.circleMarker(depot, { radius: 8, color: '#0f172a', fillOpacity: 1 })
    .bindTooltip('Depot')
    .addTo(layer);
  const colour = new Map(day.drivers.map((d, i) => [d.id, COLOURS[i % COLOURS.length]!]));
  const routes = new Map<string, L.LatLngTuple[]>();
  const sorted = [...day.stops].sort((a, b) => a.sequence - b.sequence);
  for (const s of sorted) {
    if (!s.location) continue;
    const at: L.LatLngTuple = [s.location.lat, s.location.lng];
    const c = colour.get(s.driverId) ?? UNASSIGNED;
    const label = s.driverId ? String(s.sequence) : '·';
    L.marker(at, {
      icon: L.divIcon({
        className: 'map-stop',
        html: `<span style="background:${c}">${label}</span>`,
        iconSize: [24, 24],
      }),
      title: `${s.name} (${s.slot}${s.plannedArrival ? `, ${s.plannedArrival}` : ''})`,
      draggable: true,
    })
      .on('dragend', (e) => onDrag(s, (e.target as L.Marker).getLatLng()))
      .addTo(layer);
    if (s.driverId) routes.set(s.driverId, [...(routes.get(s.driverId) ?? [depot]), at]);
  }
  for (const [driver, line] of routes)
    L.polyline([...line, depot], { color: colour.get(driver), weight: 3, opacity: 0.7 }).addTo(
      layer,
    );
}

const rounded = (at: At) => ({
  lat: Math.round(at.lat * 1e6) / 1e6,
  lng: Math.round(at.lng * 1e6) / 1e6,
});

// The map, made once the day and the places are known; the day drawn again on its own layer
// whenever it changes (or `drawn` moves: a refused drag goes back).
function useLeafletDay(
  box: RefObject<HTMLDivElement | null>,
  day: DayMap | undefined,
  places: Gazetteer | undefined,
  drawn: number,
  onDrag: (s: MapStop, at: At) => void,
) {
  const map = useRef<{ map: L.Map; layer: L.LayerGroup } | null>(null);
  const ready = Boolean(day && places);
  useEffect(() => {
    if (!box.current || !day || !places) return;
    const m = L.map(box.current).setView([day.depot.lat, day.depot.lng], 12);
    drawPlaces(m, places);
    map.current = { map: m, layer: L.layerGroup().addTo(m) };
    return () => {
      m.remove();
      map.current = null;
    };
    // The map is made once; the day is drawn on its layer below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  useEffect(() => {
    if (!map.current || !day) return;
    map.current.layer.clearLayers();
    drawDay(map.current.layer, day, onDrag);
    // onDrag reads the latest handler through a ref: drawing again for it is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, day, drawn]);
  return map;
}

type MapRef = RefObject<{ map: L.Map; layer: L.LayerGroup } | null>;

// While a stop is being placed: a click on the map pins it there, Escape stops.
function useClickToPlace(
  map: MapRef,
  box: RefObject<HTMLDivElement | null>,
  target: MapStop | null,
  save: RefObject<(s: MapStop, at: At) => void>,
  stop: () => void,
) {
  useEffect(() => {
    const m = map.current?.map;
    const el = box.current;
    if (!m || !el || !target) return;
    const onClick = (e: L.LeafletMouseEvent) => save.current(target, e.latlng);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && stop();
    m.on('click', onClick);
    document.addEventListener('keydown', onKey);
    el.classList.add('cursor-crosshair');
    return () => {
      m.off('click', onClick);
      document.removeEventListener('keydown', onKey);
      el.classList.remove('cursor-crosshair');
    };
  }, [map, box, target, save, stop]);
}

type Props = { date: string; onReport: (p: Promise<unknown>, done: string) => void };

export default function DayMapView({ date, onReport }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const day = useDayMap(date);
  const places = useGazetteer();
  const pin = usePin();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [placing, setPlacing] = useState(false);
  const [drawn, setDrawn] = useState(0); // bumped after each pin: a refused drag goes back
  const selected = day.data?.stops.find((s) => s.id === selectedId) ?? null;
  const save = (s: MapStop, at: At) => {
    const where = rounded(at);
    setPlacing(false);
    onReport(
      pin.mutateAsync({ stop: s.id, ...where }).finally(() => setDrawn((n) => n + 1)),
      `Location of ${s.name} saved (${positionText(where)})`,
    );
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const map = useLeafletDay(box, day.data, places.data, drawn, (st, at) => saveRef.current(st, at));
  useClickToPlace(map, box, placing ? selected : null, saveRef, () => setPlacing(false));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="sr-only">Map of the stops on {date}</figcaption>
      <div
        ref={box}
        className="h-[28rem] w-full rounded-lg border border-slate-200"
        data-testid="day-map"
      />
      {day.data && (
        <MapPinForm
          stops={day.data.stops}
          selected={selected}
          placing={placing}
          onSelect={setSelectedId}
          onPlace={(s) => {
            setSelectedId(s.id);
            setPlacing(true);
          }}
          onCancel={() => setPlacing(false)}
          onSave={save}
        />
      )}
    </figure>
  );
}
