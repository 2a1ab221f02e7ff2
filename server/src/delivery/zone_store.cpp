// Zones, their postal codes and drivers' default zones (the rest of delivery/store.hpp).
#include <unordered_map>

#include "db/prepared.hpp"
#include "db/row.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery::store {

std::vector<Zone> zones(soci::session& s) {
  std::vector<Zone> out;
  std::unordered_map<long long, std::size_t> index;
  soci::rowset<soci::row> rows = (s.prepare << "SELECT id, name, city FROM zones ORDER BY name");
  for (const auto& r : rows) {
    index[db::row_int(r, 0)] = out.size();
    out.push_back({db::row_int(r, 0), db::row_text(r, 1), db::row_text(r, 2), {}});
  }
  soci::rowset<soci::row> codes =
      (s.prepare << "SELECT zone_id, postal_code FROM zone_postal_codes ORDER BY postal_code");
  for (const auto& r : codes)
    if (auto it = index.find(db::row_int(r, 0)); it != index.end())
      out[it->second].postal_codes.push_back(db::row_text(r, 1));
  return out;
}

long long save_zone(soci::session& s, const Zone& z, long long now) {
  long long id = z.id;
  if (id == 0) {
    s << "INSERT INTO zones (name, city, created_at, updated_at) VALUES (:n, :c, :ca, :ua)",
        soci::use(z.name), soci::use(z.city), soci::use(now), soci::use(now);
    s << "SELECT id FROM zones WHERE name = :n", soci::use(z.name), soci::into(id);
  } else {
    s << "UPDATE zones SET name = :n, city = :c, updated_at = :ua WHERE id = :id",
        soci::use(z.name), soci::use(z.city), soci::use(now), soci::use(id);
    s << "DELETE FROM zone_postal_codes WHERE zone_id = :id", soci::use(id);
  }
  for (const auto& pc : z.postal_codes)
    s << "INSERT INTO zone_postal_codes (postal_code, zone_id) VALUES (:pc, :z)", soci::use(pc),
        soci::use(id);
  return id;
}

bool delete_zone(soci::session& s, long long id) {
  s << "UPDATE deliveries SET zone_id = NULL WHERE zone_id = :id", soci::use(id);
  s << "DELETE FROM zone_postal_codes WHERE zone_id = :id", soci::use(id);
  s << "DELETE FROM driver_zones WHERE zone_id = :id", soci::use(id);
  soci::statement st = (s.prepare << "DELETE FROM zones WHERE id = :id", soci::use(id));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

std::optional<std::string> postal_code_owner(soci::session& s,
                                             const std::vector<std::string>& codes,
                                             long long except) {
  for (const auto& pc : codes) {
    std::string name;
    soci::indicator ind = soci::i_null;
    s << "SELECT z.name FROM zone_postal_codes p JOIN zones z ON z.id = p.zone_id WHERE "
         "p.postal_code = :pc AND p.zone_id <> :ex",
        soci::use(pc), soci::use(except), soci::into(name, ind);
    if (s.got_data() && ind == soci::i_ok) return std::string(pc).append("\t").append(name);
  }
  return std::nullopt;
}

ZoneImpact zone_impact(soci::session& s, long long zone) {
  ZoneImpact out;
  auto row = db::query_row(
      s, "SELECT COUNT(*) FROM deliveries WHERE zone_id = :z AND status = 'planned'", {zone});
  out.planned_stops = row ? std::stoi((*row)[0]) : 0;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT driver_id FROM driver_zones WHERE zone_id = :z ORDER BY driver_id",
       soci::use(zone));
  for (const auto& r : rows) out.driver_ids.push_back(db::row_text(r, 0));
  return out;
}

void rezone_planned_stops(soci::session& s) {
  s << "UPDATE deliveries SET zone_id = (SELECT p.zone_id FROM zone_postal_codes p WHERE "
       "p.postal_code = deliveries.postal_code) WHERE status = 'planned'";
}

std::map<std::string, std::vector<long long>> driver_zones(soci::session& s) {
  std::map<std::string, std::vector<long long>> out;
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT driver_id, zone_id FROM driver_zones ORDER BY driver_id, zone_id");
  for (const auto& r : rows) out[db::row_text(r, 0)].push_back(db::row_int(r, 1));
  return out;
}

void set_driver_zones(soci::session& s, const std::string& driver,
                      const std::vector<long long>& zones) {
  s << "DELETE FROM driver_zones WHERE driver_id = :d", soci::use(driver);
  for (auto z : zones)
    s << "INSERT INTO driver_zones (driver_id, zone_id) VALUES (:d, :z)", soci::use(driver),
        soci::use(z);
}

}  // namespace aqua::delivery::store
