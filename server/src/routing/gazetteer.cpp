// Where the gazetteer's coordinates come from (all approximate):
//
// Sectors. Islamabad's master plan lays the sectors out on a regular grid: the letter is the
// row (E nearest the Margalla Hills, then F, G, H, I towards Rawalpindi), the number is the
// column (it grows westwards), each sector is about 2 km square with its Markaz (commercial
// centre) in the middle, and the four sub-sectors /1-/4 are its quarters. The grid is tilted
// (its rows run from north-east to south-west), so a sector centre is
//     anchor + (number - 6) * column_step + (row - F) * row_step
// with the anchor at F-6 Markaz (Super Market, about 33.7290 N 73.0776 E), the column step
// half the way from F-6 Markaz to F-8 Markaz (about 33.7108 N 73.0388 E), and the row step the
// same length at right angles, pointing south-east. Checked against two other landmarks:
// G-7 Markaz (Sitara Market, about 33.7036 N 73.0694 E) and the Faisal Mosque (about
// 33.7295 N 73.0372 E, on the E-7/E-8 line), both within about 300 m of where the grid puts
// them. Landmark positions are the commonly published ones (approximate, as public maps such
// as OpenStreetMap show them). Expect about +-300 m near the anchors and more in the far rows
// and columns (I-14 ... I-16, G-14 ... G-16), where the real grid bends.
// Sub-sectors: /1 is taken as the north-east quarter, /2 north-west, /3 south-west and
// /4 south-east (north meaning towards the hills, west towards higher numbers); this order is
// an assumption not checked sector by sector, so a sub-sector centre carries a 700 m radius.
//
// Named areas. Approximate centres compiled by hand from general public knowledge of the two
// cities (what public maps such as OpenStreetMap show at the area's name), not surveyed; each
// row carries a radius saying how far an address in the area may be from it. Phases of the
// large housing schemes (Bahria Town, DHA) are the least certain (radius 1.2-1.5 km).
#include "routing/gazetteer.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>

namespace aqua::routing {
namespace {

constexpr LatLon kF6Markaz{33.7290, 73.0776};
constexpr LatLon kF8Markaz{33.7108, 73.0388};
constexpr double kMetresPerDegLat = 111'200.0;

struct Steps {
  double col_lat, col_lon, row_lat, row_lon;
};

Steps grid_steps() {
  const double col_lat = (kF8Markaz.lat - kF6Markaz.lat) / 2;
  const double col_lon = (kF8Markaz.lon - kF6Markaz.lon) / 2;
  const double m_per_deg_lon = kMetresPerDegLat * std::cos(kF6Markaz.lat * 3.14159265358979 / 180);
  // Column step in metres (x east, y north), turned a right angle towards the south.
  const double cx = col_lon * m_per_deg_lon;
  const double cy = col_lat * kMetresPerDegLat;
  // (cx, cy) points west-south-west; (-cy, cx) is its right angle pointing south-east.
  const double rx = -cy;
  const double ry = cx;
  return {col_lat, col_lon, ry / kMetresPerDegLat, rx / m_per_deg_lon};
}

struct Area {
  const char* name;
  const char* city;
  double lat, lon;
  int radius_m;
};

// Named areas: see the note at the top of this file.
constexpr std::array kAreas{
    // Islamabad
    Area{"Blue Area", "Islamabad", 33.7105, 73.0600, 1500},
    Area{"Aabpara", "Islamabad", 33.7077, 73.0875, 500},
    Area{"Zero Point", "Islamabad", 33.6938, 73.0652, 500},
    Area{"Faisal Mosque", "Islamabad", 33.7295, 73.0372, 500},
    Area{"Bani Gala", "Islamabad", 33.7180, 73.1570, 1500},
    Area{"Chak Shahzad", "Islamabad", 33.6580, 73.1500, 1200},
    Area{"Shehzad Town", "Islamabad", 33.6540, 73.1430, 1000},
    Area{"Tramri", "Islamabad", 33.6660, 73.1430, 1000},
    Area{"Khanna Pul", "Islamabad", 33.6250, 73.1090, 800},
    Area{"Koral", "Islamabad", 33.6140, 73.1440, 1000},
    Area{"Ghauri Town", "Islamabad", 33.6080, 73.1310, 1000},
    Area{"PWD", "Islamabad", 33.5710, 73.1420, 1000},
    Area{"Police Foundation", "Islamabad", 33.5760, 73.1480, 800},
    Area{"Pakistan Town", "Islamabad", 33.5900, 73.1560, 1000},
    Area{"Soan Garden", "Islamabad", 33.5760, 73.1330, 1000},
    Area{"Gulberg", "Islamabad", 33.6030, 73.1700, 2000},
    Area{"Gulberg Greens", "Islamabad", 33.6080, 73.1870, 1200},
    Area{"Gulberg Residencia", "Islamabad", 33.5990, 73.1540, 1200},
    Area{"Golra Mor", "Islamabad", 33.6620, 72.9800, 800},
    Area{"Bahria Enclave", "Islamabad", 33.7170, 73.2110, 1500},
    Area{"DHA Phase 1", "Islamabad", 33.5240, 73.1000, 1500},
    Area{"DHA Phase 2", "Islamabad", 33.5290, 73.1550, 1500},
    Area{"DHA Phase 3", "Islamabad", 33.4950, 73.1750, 1500},
    Area{"DHA Phase 4", "Islamabad", 33.5080, 73.1200, 1500},
    Area{"DHA Phase 5", "Islamabad", 33.5370, 73.1930, 1500},
    Area{"DHA", "Islamabad", 33.5290, 73.1550, 3000},
    // Rawalpindi
    Area{"Bahria Town", "Rawalpindi", 33.5300, 73.1050, 3000},
    Area{"Bahria Town Phase 1", "Rawalpindi", 33.5500, 73.1180, 1200},
    Area{"Bahria Town Phase 2", "Rawalpindi", 33.5480, 73.1130, 1200},
    Area{"Bahria Town Phase 3", "Rawalpindi", 33.5420, 73.1050, 1200},
    Area{"Bahria Town Phase 4", "Rawalpindi", 33.5290, 73.0950, 1200},
    Area{"Bahria Town Phase 5", "Rawalpindi", 33.5340, 73.0850, 1200},
    Area{"Bahria Town Phase 6", "Rawalpindi", 33.5190, 73.0930, 1200},
    Area{"Bahria Town Phase 7", "Rawalpindi", 33.5260, 73.1100, 1200},
    Area{"Bahria Town Phase 8", "Rawalpindi", 33.4930, 73.0880, 1500},
    Area{"Saddar", "Rawalpindi", 33.5973, 73.0479, 800},
    Area{"Raja Bazar", "Rawalpindi", 33.6183, 73.0653, 500},
    Area{"Committee Chowk", "Rawalpindi", 33.6116, 73.0657, 400},
    Area{"Liaquat Bagh", "Rawalpindi", 33.6110, 73.0640, 400},
    Area{"Marrir Chowk", "Rawalpindi", 33.6195, 73.0644, 400},
    Area{"Murree Road", "Rawalpindi", 33.6300, 73.0700, 2500},
    Area{"Chandni Chowk", "Rawalpindi", 33.6320, 73.0710, 500},
    Area{"6th Road", "Rawalpindi", 33.6370, 73.0700, 500},
    Area{"Rehmanabad", "Rawalpindi", 33.6400, 73.0740, 500},
    Area{"Shamsabad", "Rawalpindi", 33.6440, 73.0760, 500},
    Area{"Faizabad", "Rawalpindi", 33.6610, 73.0830, 600},
    Area{"Satellite Town", "Rawalpindi", 33.6390, 73.0670, 1200},
    Area{"Westridge", "Rawalpindi", 33.6040, 73.0200, 1200},
    Area{"Chaklala", "Rawalpindi", 33.5930, 73.0700, 2000},
    Area{"Chaklala Scheme 3", "Rawalpindi", 33.5880, 73.0900, 1000},
    Area{"Lalkurti", "Rawalpindi", 33.5910, 73.0550, 600},
    Area{"Tench Bhatta", "Rawalpindi", 33.5860, 73.0350, 800},
    Area{"Adiala Road", "Rawalpindi", 33.5650, 73.0300, 2500},
    Area{"Morgah", "Rawalpindi", 33.5600, 73.0610, 1000},
    Area{"Gulraiz", "Rawalpindi", 33.5930, 73.1080, 800},
    Area{"Gulzar-e-Quaid", "Rawalpindi", 33.5830, 73.1000, 800},
    Area{"Peshawar Road", "Rawalpindi", 33.6050, 73.0300, 2500},
    Area{"Dhok Kala Khan", "Rawalpindi", 33.6450, 73.0800, 600},
    Area{"Rawat", "Rawalpindi", 33.4960, 73.1960, 1500},
};

std::vector<Place> build() {
  std::vector<Place> out;
  auto add_sector = [&out](char letter, int number) {
    const std::string base = std::string(1, letter) + "-" + std::to_string(number);
    out.push_back({base, "Islamabad", PlaceKind::Sector, *sector_centre(letter, number, 0), 1200});
    for (int sub = 1; sub <= 4; ++sub) {
      out.push_back({base + "/" + std::to_string(sub), "Islamabad", PlaceKind::SubSector,
                     *sector_centre(letter, number, sub), 700});
    }
  };
  for (int n = 7; n <= 11; ++n) add_sector('E', n);
  for (int n = 5; n <= 11; ++n) add_sector('F', n);
  for (int n = 5; n <= 16; ++n) add_sector('G', n);
  for (int n = 8; n <= 13; ++n) add_sector('H', n);
  for (int n = 8; n <= 16; ++n) add_sector('I', n);
  for (const auto& a : kAreas) {
    out.push_back({a.name, a.city, PlaceKind::Area, {a.lat, a.lon}, a.radius_m});
  }
  return out;
}

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

std::optional<LatLon> sector_centre(char letter, int number, int sub) {
  const char up = static_cast<char>(std::toupper(static_cast<unsigned char>(letter)));
  if (up < 'E' || up > 'I' || sub < 0 || sub > 4) return std::nullopt;
  static const Steps s = grid_steps();
  double col = number - 6;
  double row = up - 'F';
  // Quarters: a quarter's centre is half a half-sector from the centre along each axis.
  constexpr double kQ = 0.25;
  switch (sub) {
    case 1:
      col -= kQ, row -= kQ;
      break;  // north-east
    case 2:
      col += kQ, row -= kQ;
      break;  // north-west
    case 3:
      col += kQ, row += kQ;
      break;  // south-west
    case 4:
      col -= kQ, row += kQ;
      break;  // south-east
    default:
      break;
  }
  return LatLon{kF6Markaz.lat + col * s.col_lat + row * s.row_lat,
                kF6Markaz.lon + col * s.col_lon + row * s.row_lon};
}

const std::vector<Place>& gazetteer() {
  static const std::vector<Place> places = build();
  return places;
}

std::optional<Place> find_place(std::string_view name) {
  for (const auto& p : gazetteer()) {
    if (iequals(p.name, name)) return p;
  }
  return std::nullopt;
}

}  // namespace aqua::routing
