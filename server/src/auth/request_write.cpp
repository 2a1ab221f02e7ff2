#include "auth/request_write.hpp"

#include "core/clock.hpp"
#include "db/prepared.hpp"

namespace aqua::auth {

namespace {
thread_local RequestWrite* current = nullptr;
}  // namespace

RequestWrite* current_request_write() {
  return current;
}

RequestWriteScope::RequestWriteScope(RequestWrite* w) : previous_(current) {
  current = w;
}

RequestWriteScope::~RequestWriteScope() {
  current = previous_;
}

void write_request_records(soci::session& s, RequestWrite& w, int status,
                           const std::string& error) {
  if (w.written) return;
  touch_session(s, w.touch);
  bool ok = status < 400;
  insert_audit(s, w.who,
               {w.action,
                w.resource,
                w.resource_id,
                ok,
                ok ? "" : error,
                {{"path", w.path}, {"status", status}}},
               clock::now_ms());
  w.written = true;
}

void insert_audit(soci::session& s, const std::optional<Principal>& who, const AuditEntry& e,
                  long long now) {
  std::string user_id = who ? who->admin_id : "anonymous";
  std::string email = who && !who->email.empty() ? who->email : "unknown";
  std::string role = who ? who->role : "";
  db::exec(s,
           "INSERT INTO audit_logs (action, resource, resource_id, user_id, user_email, "
           "user_role, timestamp, success, error_message, metadata) VALUES (:a, :r, :ri, :u, "
           ":e, :ro, :t, :s, :em, :m)",
           {e.action, e.resource, e.resource_id, user_id, email, role, now, e.success,
            e.error_message, boost::json::serialize(e.metadata)});
}

}  // namespace aqua::auth
