// An admin write's own records: the session's sliding expiry and the audit entry. The admin
// guard opens one around every write handler; a handler may write both inside its own
// transaction (a product PUT: one commit instead of four), else the guard writes both in one
// transaction after the handler.
#pragma once
#include <soci/soci.h>

#include <string>

#include "auth/auth.hpp"

namespace aqua::auth {

struct RequestWrite {
  Principal who;
  std::string action, resource, resource_id, path;
  SessionTouch touch;    // hash empty: no refresh due
  bool written = false;  // the records are in a transaction already
};

// The admin write being handled on the calling thread (set by the guard), or null. Take it
// on the request's thread: a Database::write job runs on the writer's thread.
RequestWrite* current_request_write();

// Sets the calling thread's admin write for its lifetime.
class RequestWriteScope {
 public:
  explicit RequestWriteScope(RequestWrite* w);
  ~RequestWriteScope();
  RequestWriteScope(const RequestWriteScope&) = delete;
  RequestWriteScope& operator=(const RequestWriteScope&) = delete;

 private:
  RequestWrite* previous_;
};

// In the caller's transaction: the session refresh and the audit entry (status 2xx: success;
// else the refusal's message), once; marks w written.
void write_request_records(soci::session& s, RequestWrite& w, int status, const std::string& error);

// One audit row in the caller's transaction.
void insert_audit(soci::session& s, const std::optional<Principal>& who, const AuditEntry& e,
                  long long now);

}  // namespace aqua::auth
