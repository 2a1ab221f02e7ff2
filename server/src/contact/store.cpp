#include "contact/store.hpp"

#include "db/prepared.hpp"

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

std::vector<StoredMessage> messages_page(soci::session& s, const std::optional<After>& after,
                                         int limit) {
  std::string sql =
      "SELECT id, name, email, phone, subject, message, created_at FROM contact_messages";
  std::vector<db::Param> params;
  if (after) {
    sql += " WHERE created_at <= :c0 AND (created_at < :c1 OR id < :c2)";
    params = {after->created_at, after->created_at, after->id};
  }
  sql += " ORDER BY created_at DESC, id DESC LIMIT :lim";
  params.emplace_back(limit);
  std::vector<StoredMessage> out;
  db::query_each(s, sql, params, [&](const db::RowView& r) {
    out.push_back({r.integer(0),
                   {std::string(r.text(1)), std::string(r.text(2)), std::string(r.text(3)),
                    std::string(r.text(4)), std::string(r.text(5))},
                   r.integer(6)});
  });
  return out;
}

long long count_capped(soci::session& s, long long cap) {
  long long n = 0, upto = cap + 1;
  s << "SELECT COUNT(*) FROM (SELECT 1 FROM contact_messages LIMIT :cap) t", soci::use(upto),
      soci::into(n);
  return n;
}

}  // namespace aqua::contact::store
