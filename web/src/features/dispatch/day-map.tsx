// The day on a map (Leaflet, loaded only when a manager opens it): the depot, each driver's
// stops in their colour and numbered in their order, joined by the route from the depot and
// back; the stops with no location listed below. Without tiles (AQUA_MAP_TILE_URL) it draws
// the sector grid and the named areas from the gazetteer.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './day-map.css';
import { useEffect, useRef } from 'react';
import { useDayMap, useGazetteer, type DayMap, type Gazetteer } from './dispatch-api';

const COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0f766e', '#a21caf'];
const UNASSIGNED = '#475569';

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

function drawDay(map: L.Map, day: DayMap) {
  const depot: L.LatLngTuple = [day.depot.lat, day.depot.lng];
  L.circleMarker(depot, { radius: 8, color: '#0f172a', fillOpacity: 1 })
    .bindTooltip('Depot')
    .addTo(map);
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
    }).addTo(map);
    if (s.driverId) routes.set(s.driverId, [...(routes.get(s.driverId) ?? [depot]), at]);
  }
  for (const [driver, line] of routes)
    L.polyline([...line, depot], { color: colour.get(driver), weight: 3, opacity: 0.7 }).addTo(map);
}

export default function DayMapView({ date }: { date: string }) {
  const box = useRef<HTMLDivElement>(null);
  const day = useDayMap(date);
  const places = useGazetteer();
  useEffect(() => {
    if (!box.current || !day.data || !places.data) return;
    const map = L.map(box.current).setView([day.data.depot.lat, day.data.depot.lng], 12);
    drawPlaces(map, places.data);
    drawDay(map, day.data);
    return () => void map.remove();
  }, [day.data, places.data]);
  const unplaced = day.data?.stops.filter((s) => !s.location) ?? [];
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="sr-only">Map of the stops on {date}</figcaption>
      <div
        ref={box}
        className="h-[28rem] w-full rounded-lg border border-slate-200"
        data-testid="day-map"
      />
      {unplaced.length > 0 && (
        <p className="text-sm" data-testid="map-unplaced">
          Not on the map (no location): {unplaced.map((s) => s.name).join(', ')}
        </p>
      )}
    </figure>
  );
}
