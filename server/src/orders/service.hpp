// Placing orders (idempotent, one transaction), reading one with its token, tracking.
#pragma once

#include <exception>
#include <functional>
#include <optional>
#include <string>

#include "catalog/catalog.hpp"
#include "db/database.hpp"
#include "orders/checkout.hpp"
#include "orders/order.hpp"
#include "orders/store.hpp"

namespace aqua::orders {

struct Placed {
  Order order;
  std::string access_token;
  bool replay = false;  // the same Idempotency-Key was seen before: nothing new was stored
};

// Called inside the order's transaction (the mail outbox writes its mails here).
using OnPlaced = std::function<void(soci::session&, const Order&)>;

class OrderService {
 public:
  // Keeps the orders' word index on db's writer (orders/search_index.hpp).
  OrderService(db::Database& db, catalog::Catalog& catalog);
  // Both hooks are required before the first order (app/main.cpp). They are given after
  // construction only because the subscriptions room, made after this service, is what
  // on_placed calls (and it places its renewals here); an order placed without them fails
  // (std::bad_function_call) rather than skipping what must follow it.
  void on_placed(OnPlaced hook) { on_placed_ = std::move(hook); }
  // Called after the order is committed (wakes the mail worker).
  void after_placed(std::function<void()> hook) { after_placed_ = std::move(hook); }

  // Idempotency keys (with the access token a replay returns) are kept this long.
  static constexpr long long kKeyRetentionMs = 30LL * 24 * 60 * 60 * 1000;

  // Counts an order's rate-limit hits in its transaction; false when a limit is reached.
  using Gate = std::function<bool(soci::session&, long long now)>;
  // One write for the whole order: a replay is answered first (never counted); then gate's
  // hits (kept even when the order is then refused: over a limit -> 429, or a cart the
  // catalogue no longer sells -> 422), the idempotency key, the order and what on_placed
  // adds. The order is priced before the write.
  Placed place(const PlaceOrder& cmd, const std::string& idempotency_key,
               const std::string& request_hash, const Gate& gate = {});
  // Places an order inside the caller's transaction (subscription renewals): priced,
  // stored and announced (on_placed) as place() does, without an idempotency key; the
  // caller's own unique row prevents doubles. The caller wakes the mailer after commit.
  Order place_in(soci::session& s, const PlaceOrder& cmd, const std::string& source,
                 const std::string& subscription_id);
  // The order an earlier request with this key made (409 if its body differed). Checked
  // before the body is validated, so a replay still answers after its delivery date passed.
  std::optional<Placed> find_replay(const std::string& idempotency_key,
                                    const std::string& request_hash);
  // The order when token is its access token; nullopt otherwise (never says which).
  std::optional<Order> find_with_token(const std::string& id, const std::string& token);
  // A stop of the order was delivered (called in the delivery's transaction through a hook
  // app/ wires): the order becomes delivered, and a COD order paid when its cash was recorded.
  static void record_delivery(soci::session& s, const std::string& id, bool cash_paid);
  // The order when phone matches its phone number (digits compared, last 10).
  std::optional<Order> track(const std::string& id, const std::string& phone);
  // Draws the ids of new orders (new_order_id); tests hand in theirs to force a taken id.
  void draw_ids_with(std::function<std::string()> draw) { draw_id_ = std::move(draw); }
  // How often place() draws an order id before it gives up (each draw is a new write).
  static constexpr int kMaxDraws = 4;

 private:
  // One try at writing a new order: its key, request, access token, gate and time.
  struct Attempt {
    const std::string& key;
    const std::string& request_hash;
    const std::string& token;
    const Gate& gate;
    long long now;
  };
  Order build(const PlaceOrder& cmd, long long now) const;
  // The earlier order of an idempotency record (409 when the request differed).
  static std::optional<Placed> answer(std::optional<store::IdempotencyRecord> rec, soci::session& s,
                                      const std::string& request_hash);
  std::optional<Placed> write_order(soci::session& s, const Attempt& a, std::optional<Order>& order,
                                    std::exception_ptr& refused);

  db::Database& db_;
  catalog::Catalog& catalog_;
  OnPlaced on_placed_;
  std::function<void()> after_placed_;
  std::function<std::string()> draw_id_ = new_order_id;
};

}  // namespace aqua::orders
