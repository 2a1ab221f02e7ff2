#include "auth/admin_row.hpp"
#include "auth/password.hpp"
#include "auth/permissions.hpp"
#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "db/row.hpp"

namespace aqua::auth {

namespace bj = boost::json;

const char* const kAdminColumns =
    "id, username, email, name, role, permissions, is_active, created_by, created_at, "
    "updated_at, last_login_at, password_hash";

Admin admin_from_row(const soci::row& r) {
  Admin a;
  db::read_columns(r, 0, a, &Admin::id, &Admin::username, &Admin::email, &Admin::name,
                   &Admin::role);
  boost::system::error_code ec;
  auto perms = bj::parse(db::row_text(r, 5), ec);
  if (!ec && perms.is_array())
    for (const auto& p : perms.as_array())
      if (p.is_string()) a.extra_permissions.emplace_back(p.as_string());
  db::read_columns(r, 6, a, &Admin::is_active, &Admin::created_by, &Admin::created_at,
                   &Admin::updated_at, &Admin::last_login_at, &Admin::password_hash);
  return a;
}

namespace {

std::string permissions_json(const std::vector<std::string>& p) {
  bj::array arr;
  for (const auto& s : p) arr.emplace_back(s);
  return bj::serialize(arr);
}

}  // namespace

bj::object to_json(const Admin& a) {
  bj::array extra;
  for (const auto& p : a.extra_permissions) extra.emplace_back(p);
  bj::array perms;
  for (const auto& p : permissions_for(a.role, a.extra_permissions)) perms.emplace_back(p);
  return {{"id", a.id},
          {"username", a.username},
          {"email", a.email},
          {"name", a.name},
          {"role", a.role},
          {"permissions", std::move(perms)},
          {"extraPermissions", std::move(extra)},
          {"isActive", a.is_active},
          {"createdBy", a.created_by},
          {"createdAt", clock::iso_utc(a.created_at)},
          {"updatedAt", clock::iso_utc(a.updated_at)},
          {"lastLoginAt", a.last_login_at ? bj::value(clock::iso_utc(a.last_login_at)) : nullptr}};
}

bj::object to_json(const Principal& p) {
  bj::array perms;
  for (const auto& s : p.permissions) perms.emplace_back(s);
  return {{"id", p.admin_id},        {"username", p.username},
          {"email", p.email},        {"name", p.name},
          {"role", p.role},          {"permissions", std::move(perms)},
          {"isAuthenticated", true}, {"isAdmin", p.role != "customer"}};
}

std::optional<Admin> Auth::find_by_username(const std::string& username) {
  return db_.read([&](soci::session& s) -> std::optional<Admin> {
    soci::rowset<soci::row> rows =
        (s.prepare << std::string("SELECT ") + kAdminColumns + " FROM admins WHERE username = :u",
         soci::use(username));
    for (const auto& r : rows) return admin_from_row(r);
    return std::nullopt;
  });
}

std::vector<Admin> Auth::list_admins() {
  return db_.read([&](soci::session& s) {
    soci::rowset<soci::row> rows =
        (s.prepare << std::string("SELECT ") + kAdminColumns + " FROM admins ORDER BY created_at");
    std::vector<Admin> out;
    for (const auto& r : rows) out.push_back(admin_from_row(r));
    return out;
  });
}

Admin Auth::create_admin(const std::string& username, const std::string& email,
                         const std::string& name, const std::string& role,
                         const std::string& password, const std::string& created_by) {
  Admin a;
  a.id = "adm-" + crypto::random_hex(8);
  a.username = username;
  a.email = email;
  a.name = name;
  a.role = role;
  a.created_by = created_by;
  a.created_at = a.updated_at = clock::now_ms();
  a.password_hash = hash_password(password);
  db_.write([&](soci::session& s) {
    int taken = 0;
    s << "SELECT COUNT(*) FROM admins WHERE username = :u OR email = :e", soci::into(taken),
        soci::use(username), soci::use(email);
    if (taken > 0)
      throw ApiError(409, "conflict", "An admin with this username or email already exists");
    std::string perms = "[]";
    s << "INSERT INTO admins (id, username, email, name, role, permissions, password_hash, "
         "is_active, created_by, created_at, updated_at) VALUES (:id, :u, :e, :n, :r, :p, :h, 1, "
         ":cb, :c, :up)",
        soci::use(a.id), soci::use(a.username), soci::use(a.email), soci::use(a.name),
        soci::use(a.role), soci::use(perms), soci::use(a.password_hash), soci::use(a.created_by),
        soci::use(a.created_at), soci::use(a.updated_at);
  });
  return a;
}

void Auth::update_admin(const Admin& a, bool revoke_sessions) {
  db_.write([&](soci::session& s) {
    std::string perms = permissions_json(a.extra_permissions);
    int active = a.is_active;
    long long now = clock::now_ms();
    s << "UPDATE admins SET name = :n, role = :r, permissions = :p, is_active = :a, "
         "password_hash = :h, updated_at = :t WHERE id = :id",
        soci::use(a.name), soci::use(a.role), soci::use(perms), soci::use(active),
        soci::use(a.password_hash), soci::use(now), soci::use(a.id);
    if (!a.is_active || revoke_sessions)
      s << "DELETE FROM sessions WHERE admin_id = :id", soci::use(a.id);
  });
}

bool Auth::ensure_demo_admin(const std::string& username, const std::string& password) {
  if (find_by_username(username)) return false;
  try {
    create_admin(username, "admin@aquapure.pk", "Demo Admin", "super-admin", password, "demo");
  } catch (const std::exception&) {
    if (find_by_username(username)) return false;  // another server created it just now
    throw;
  }
  return true;
}

}  // namespace aqua::auth
