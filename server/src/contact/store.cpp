#include "contact/store.hpp"

#include "db/row.hpp"

namespace aqua::contact::store {

long long insert_message(soci::session& s, const Message& m, const std::string& remote_ip,
                         long long now) {
  long long new_id = 0;
  s << "INSERT INTO contact_messages (name, email, phone, subject, message, remote_ip, "
       "created_at) VALUES (:n, :e, :p, :s, :m, :ip, :t) RETURNING id",
      soci::use(m.name), soci::use(m.email), soci::use(m.phone), soci::use(m.subject),
      soci::use(m.message), soci::use(remote_ip), soci::use(now), soci::into(new_id);
  return new_id;
}

std::vector<StoredMessage> recent_messages(soci::session& s, int limit) {
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT id, name, email, phone, subject, message, created_at FROM "
                    "contact_messages ORDER BY created_at DESC, id DESC LIMIT :lim",
       soci::use(limit));
  std::vector<StoredMessage> out;
  for (const auto& r : rows)
    out.push_back({db::row_int(r, 0),
                   {db::row_text(r, 1), db::row_text(r, 2), db::row_text(r, 3), db::row_text(r, 4),
                    db::row_text(r, 5)},
                   db::row_int(r, 6)});
  return out;
}

}  // namespace aqua::contact::store
