#include <spdlog/spdlog.h>

#include "auth/auth.hpp"
#include "core/clock.hpp"

namespace aqua::auth {

namespace bj = boost::json;

void Auth::audit(const std::optional<Principal>& who, const AuditEntry& e) {
  try {
    std::string user_id = who ? who->admin_id : "anonymous";
    std::string email = who && !who->email.empty() ? who->email : "unknown";
    std::string role = who ? who->role : "";
    std::string metadata = bj::serialize(e.metadata);
    int success = e.success;
    long long now = clock::now_ms();
    db_.write([&](soci::session& s) {
      s << "INSERT INTO audit_logs (action, resource, resource_id, user_id, user_email, "
           "user_role, timestamp, success, error_message, metadata) VALUES (:a, :r, :ri, :u, "
           ":e, :ro, :t, :s, :em, :m)",
          soci::use(e.action), soci::use(e.resource), soci::use(e.resource_id), soci::use(user_id),
          soci::use(email), soci::use(role), soci::use(now), soci::use(success),
          soci::use(e.error_message), soci::use(metadata);
    });
  } catch (const std::exception& ex) {
    spdlog::error("audit log write failed: {}", ex.what());
  }
}

}  // namespace aqua::auth
