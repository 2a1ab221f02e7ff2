#include "settings/settings.hpp"

#include "core/clock.hpp"
#include "db/row.hpp"

namespace aqua::settings {

namespace bj = boost::json;

bj::object defaults() {
  return {
      {"brandName", "AquaPure"},
      {"phone", "+92 300 1234567"},
      {"phoneHref", "+923001234567"},
      {"whatsappNumber", "923001234567"},
      {"email", "info@aquapure.pk"},
      {"address", "Office 12, Blue Area, Jinnah Avenue, Islamabad"},
      {"mapsUrl", "https://maps.google.com/?q=Blue+Area+Jinnah+Avenue+Islamabad"},
      {"businessHours", bj::array{bj::object{{"days", "Mon-Fri"}, {"hours", "8AM-8PM"}},
                                  bj::object{{"days", "Sat-Sun"}, {"hours", "9AM-5PM"}}}},
      {"customerPortalUrl", "https://portal.aquapure.pk"},
      {"walletAccountHolder", "AquaPure Water Services"},
      {"walletAccountNumber", "03001234567"},
      {"emergencyPhone", "+92 300 7654321"},
      {"adminEmails", bj::array{"orders@aquapure.pk"}},
      {"social", bj::object{{"facebook", "https://facebook.com/aquapure.pk"},
                            {"instagram", "https://instagram.com/aquapure.pk"},
                            {"twitter", "https://x.com/aquapure_pk"}}},
  };
}

bj::object load(soci::session& s) {
  auto out = defaults();
  soci::rowset<soci::row> rows = (s.prepare << "SELECT key, value FROM settings");
  for (const auto& r : rows) {
    boost::system::error_code ec;
    auto v = bj::parse(db::row_text(r, 1), ec);
    if (!ec) out[db::row_text(r, 0)] = std::move(v);
  }
  return out;
}

int seed_defaults(soci::session& s) {
  int added = 0;
  long long now = clock::now_ms();
  for (const auto& [key, value] : defaults()) {
    std::string k(key);
    int count = 0;
    s << "SELECT COUNT(*) FROM settings WHERE key = :k", soci::into(count), soci::use(k);
    if (count > 0) continue;
    std::string v = bj::serialize(value);
    s << "INSERT INTO settings (key, value, updated_at) VALUES (:k, :v, :t)", soci::use(k),
        soci::use(v), soci::use(now);
    ++added;
  }
  return added;
}

}  // namespace aqua::settings
