#include "orders/confirmations.hpp"

#include <optional>

#include "db/prepared.hpp"

namespace aqua::orders {

namespace {

struct State {
  std::string status, payment_method;
  Confirmation c;
};

std::optional<State> state_of(soci::session& s, const std::string& id) {
  auto row = db::query_row(s,
                           "SELECT o.status, o.payment_method, COALESCE(c.confirmed_at, 0), "
                           "COALESCE(c.cancel_requested_at, 0) FROM orders o LEFT JOIN "
                           "order_confirmations c ON c.order_id = o.id WHERE o.id = :id",
                           {id});
  if (!row) return std::nullopt;
  return State{(*row)[0], (*row)[1], {std::stoll((*row)[2]), std::stoll((*row)[3])}};
}

void ensure_row(soci::session& s, const std::string& id) {
  db::exec(s,
           "INSERT INTO order_confirmations (order_id) VALUES (:o) ON CONFLICT (order_id) DO "
           "NOTHING",
           {id});
}

}  // namespace

ReplyResult confirm_by_text(soci::session& s, const std::string& order_id, long long now) {
  if (order_id.empty()) return {false, "no order of this number to confirm: passed to staff"};
  auto st = state_of(s, order_id);
  if (!st) return {false, "the order no longer exists: passed to staff"};
  if (st->status == "cancelled") return {false, "the order is cancelled: passed to staff"};
  if (st->status == "delivered") return {false, "the order is delivered already"};
  if (st->payment_method != "cod")
    return {false, "not a cash-on-delivery order: nothing to confirm"};
  if (st->c.confirmed_at != 0) return {false, "the order was confirmed already"};
  ensure_row(s, order_id);
  db::exec(s, "UPDATE order_confirmations SET confirmed_at = :t WHERE order_id = :o",
           {now, order_id});
  return {true, "order confirmed"};
}

ReplyResult request_cancel_by_text(soci::session& s, const std::string& order_id, long long now) {
  if (order_id.empty()) return {false, "no order of this number to cancel: passed to staff"};
  auto st = state_of(s, order_id);
  if (!st) return {false, "the order no longer exists: passed to staff"};
  if (st->status == "cancelled") return {false, "the order is cancelled already"};
  if (st->status == "delivered") return {false, "the order is delivered: passed to staff"};
  if (st->c.cancel_requested_at != 0) return {false, "a cancel request was recorded already"};
  ensure_row(s, order_id);
  db::exec(s, "UPDATE order_confirmations SET cancel_requested_at = :t WHERE order_id = :o",
           {now, order_id});
  return {true, "cancel request recorded for staff"};
}

std::map<std::string, Confirmation> confirmations_of(soci::session& s,
                                                     const std::vector<std::string>& ids) {
  std::map<std::string, Confirmation> out;
  for (const auto& id : ids) {
    auto row = db::query_row(s,
                             "SELECT confirmed_at, cancel_requested_at FROM order_confirmations "
                             "WHERE order_id = :o",
                             {id});
    if (row) out[id] = {std::stoll((*row)[0]), std::stoll((*row)[1])};
  }
  return out;
}

std::string phone_of(soci::session& s, const std::string& order_id) {
  auto row = db::query_row(s, "SELECT phone FROM orders WHERE id = :id", {order_id});
  return row ? (*row)[0] : std::string();
}

void delete_confirmation(soci::session& s, const std::string& order_id) {
  db::exec(s, "DELETE FROM order_confirmations WHERE order_id = :o", {order_id});
}

}  // namespace aqua::orders
