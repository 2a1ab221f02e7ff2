// The planning settings form's values: the server's settings as text fields and back. The
// server checks the values (422 names each bad field); this only carries them. Pure.
import type { Schemas } from '@/lib/api-types';

export type PlanningSettings = Schemas['PlanningSettings'];
export type PlanningSettingsBody = Schemas['PlanningSettingsRequest'];

export type PlanningForm = {
  depotLat: string;
  depotLng: string;
  detourFactor: string;
  speeds: string[];
  serviceMinutes: string;
  vanCapacity: string;
  /** Each driver's own van; '' uses the shop's van. */
  vans: { driverId: string; name: string; capacity: string }[];
};

export function planningForm(s: PlanningSettings): PlanningForm {
  return {
    depotLat: String(s.depot.lat),
    depotLng: String(s.depot.lng),
    detourFactor: String(s.detourFactor),
    speeds: s.speedKmh.map(String),
    serviceMinutes: String(s.serviceMinutes),
    vanCapacity: String(s.vanCapacity),
    vans: s.drivers.map((d) => ({
      driverId: d.driverId,
      name: d.name,
      capacity: d.vanCapacity === null ? '' : String(d.vanCapacity),
    })),
  };
}

/** A typed number; what is not one goes as null, for the server to name the field. */
export function numberOf(text: string): number {
  const t = text.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
}

const orNull = (n: number) => (Number.isFinite(n) ? n : null);

export function planningBody(f: PlanningForm): PlanningSettingsBody {
  return {
    depot: { lat: orNull(numberOf(f.depotLat)), lng: orNull(numberOf(f.depotLng)) },
    detourFactor: orNull(numberOf(f.detourFactor)),
    speedKmh: f.speeds.map((s) => orNull(numberOf(s))),
    serviceMinutes: orNull(numberOf(f.serviceMinutes)),
    vanCapacity: orNull(numberOf(f.vanCapacity)),
    drivers: f.vans.map((v) => ({
      driverId: v.driverId,
      vanCapacity: v.capacity.trim() === '' ? null : orNull(numberOf(v.capacity)),
    })),
  } as PlanningSettingsBody;
}
