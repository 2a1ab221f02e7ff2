#include <spdlog/spdlog.h>

#include "auth/auth.hpp"
#include "auth/request_write.hpp"
#include "core/clock.hpp"
#include "db/row.hpp"

namespace aqua::auth {

namespace bj = boost::json;

void Auth::audit(const std::optional<Principal>& who, const AuditEntry& e) {
  try {
    long long now = clock::now_ms();
    db_.write([&](soci::session& s) { insert_audit(s, who, e, now); });
  } catch (const std::exception& ex) {
    spdlog::error("audit log write failed: {}", ex.what());
  }
}

void Auth::finish_request(RequestWrite& w, int status, const std::string& error) {
  if (w.written) return;
  try {
    db_.write([&](soci::session& s) { write_request_records(s, w, status, error); });
  } catch (const std::exception& ex) {
    spdlog::error("audit log write failed: {}", ex.what());
  }
}

std::optional<boost::json::array> Auth::recent_audit_json(int limit, long long before) {
  return db_.read([&](soci::session& s) -> std::optional<bj::array> {
    long long at = 0;
    if (before != 0) {
      soci::indicator ind = soci::i_null;
      s << "SELECT timestamp FROM audit_logs WHERE id = :id", soci::into(at, ind),
          soci::use(before);
      if (!s.got_data() || ind != soci::i_ok) return std::nullopt;
    }
    // Keyset: down the timestamp index from the entry named, never an offset.
    soci::rowset<soci::row> rows =
        before == 0 ? (s.prepare << "SELECT id, action, resource, resource_id, user_id, "
                                    "user_email, user_role, timestamp, success, error_message, "
                                    "metadata FROM audit_logs ORDER BY timestamp DESC, id DESC "
                                    "LIMIT :l",
                       soci::use(limit))
                    : (s.prepare << "SELECT id, action, resource, resource_id, user_id, "
                                    "user_email, user_role, timestamp, success, error_message, "
                                    "metadata FROM audit_logs WHERE timestamp <= :t AND "
                                    "(timestamp < :t2 OR id < :b) ORDER BY timestamp DESC, id "
                                    "DESC LIMIT :l",
                       soci::use(at), soci::use(at), soci::use(before), soci::use(limit));
    bj::array out;
    for (const auto& r : rows) {
      boost::system::error_code ec;
      auto meta = bj::parse(db::row_text(r, 10), ec);
      out.push_back(bj::object{{"id", db::row_int(r, 0)},
                               {"action", db::row_text(r, 1)},
                               {"resource", db::row_text(r, 2)},
                               {"resourceId", db::row_text(r, 3)},
                               {"userId", db::row_text(r, 4)},
                               {"userEmail", db::row_text(r, 5)},
                               {"userRole", db::row_text(r, 6)},
                               {"timestamp", clock::iso_utc(db::row_int(r, 7))},
                               {"success", db::row_int(r, 8) != 0},
                               {"errorMessage", db::row_text(r, 9)},
                               {"metadata", ec ? bj::value(bj::object{}) : meta}});
    }
    return out;
  });
}

}  // namespace aqua::auth
