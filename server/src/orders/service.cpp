#include "orders/service.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "orders/search_index.hpp"
#include "orders/store.hpp"

namespace aqua::orders {

namespace {
std::string phone_digits(const std::string& phone) {
  std::string d;
  for (char c : phone)
    if (c >= '0' && c <= '9') d.push_back(c);
  return d.size() > 10 ? d.substr(d.size() - 10) : d;
}

ApiError key_conflict() {
  return {409, "idempotency_conflict",
          "This Idempotency-Key was already used for a different order"};
}
}  // namespace

OrderService::OrderService(db::Database& db, catalog::Catalog& catalog)
    : db_(db), catalog_(catalog) {
  keep_search_index(db);
}

namespace {
// The line's Urdu names as the catalogue has them now (docs/product.md#languages).
void urdu_names(const catalog::Snapshot& snap, OrderItem& i) {
  if (auto it = snap.product_index.find(i.product_id); it != snap.product_index.end())
    i.product_name_ur = snap.products[it->second].name_ur;
  for (const auto& p : snap.plans)
    if (!i.subscription_plan.empty() && p.id == i.subscription_plan) i.plan_name_ur = p.name_ur;
}

// Who the order is for and where it goes, as the checkout gave them.
void copy_customer(Order& o, const decltype(PlaceOrder::customer)& c) {
  o.first_name = c.first_name;
  o.last_name = c.last_name;
  o.email = c.email;
  o.phone = c.phone;
  o.address = c.billing.address;
  o.city = c.billing.city;
  o.postal_code = c.billing.postal_code;
  o.delivery_address = c.delivery.address;
  o.delivery_city = c.delivery.city;
  o.delivery_postal_code = c.delivery.postal_code;
  o.notes = c.notes;
}
}  // namespace

Order OrderService::build(const PlaceOrder& cmd, long long now) const {
  auto snap = catalog_.snapshot();
  auto lines = cmd.lines;  // a plan's deposit covers its first delivery, on the delivery date
  for (auto& l : lines) l.start_date = cmd.delivery_date;
  auto quote = pricing::quote_cart(lines, snap->pricing_view(), cmd.coupon_code, "");
  if (!quote.errors.empty()) {
    bool only_coupon = quote.errors.size() == 1 && quote.errors.count("couponCode");
    throw ApiError::validation(only_coupon ? quote.errors.at("couponCode")
                                           : "Some items in your cart are no longer available",
                               quote.errors);
  }
  Order o;
  o.id = draw_id_();
  copy_customer(o, cmd.customer);
  o.order_note = cmd.order_note;
  o.language = cmd.language;
  o.payment_method = cmd.payment_method;
  o.delivery_date = cmd.delivery_date;
  o.delivery_time = cmd.delivery_time;
  o.coupon_code = quote.coupon ? quote.coupon->code : "";
  o.subtotal_paisa = quote.subtotal_paisa;
  o.discount_paisa = quote.coupon_discount_paisa;
  o.delivery_paisa = quote.delivery_paisa;
  o.total_paisa = quote.total_paisa;
  if (cmd.credit_paisa > 0) {  // a renewal's credit (no coupon on renewals)
    auto credit = std::min<std::int64_t>(cmd.credit_paisa, o.total_paisa);
    o.discount_paisa += credit;
    o.total_paisa -= credit;
  }
  o.tracking_number = tracking_number(now);
  o.order_date = o.created_at = o.updated_at = now;
  for (const auto& l : quote.lines) {
    OrderItem i{};
    i.product_id = l.line.product_id;
    i.product_name = l.name;
    i.purchase_type = l.line.purchase_type;
    i.subscription_plan = l.line.plan_id;
    i.unit_paisa = l.unit_paisa;
    i.deposit_paisa = l.deposit_paisa;
    i.quantity = static_cast<int>(l.line.quantity);
    i.has_bottle_exchange = l.line.has_bottle_exchange;
    if (l.bottle) i.bottle_id = l.bottle->id, i.bottle_name = l.bottle->name;
    i.line_total_paisa = l.line_total_paisa;
    i.discount_bp = l.discount_bp;
    if (l.plan) {
      i.plan_name = l.plan->name;
      i.frequency = l.plan->frequency;
      i.bottles = l.plan->bottles;
      i.savings = l.plan->savings;
    }
    urdu_names(*snap, i);
    i.start_date = cmd.delivery_date;
    o.items.push_back(std::move(i));
  }
  return o;
}

std::optional<Placed> OrderService::answer(std::optional<store::IdempotencyRecord> rec,
                                           soci::session& s, const std::string& request_hash) {
  if (!rec) return std::nullopt;
  if (rec->request_hash != request_hash) throw key_conflict();
  auto order = store::find_order(s, rec->order_id);
  if (!order) throw ApiError::not_found("Order not found");
  return Placed{std::move(*order), rec->access_token, true};
}

std::optional<Placed> OrderService::find_replay(const std::string& key,
                                                const std::string& request_hash) {
  return db_.read(
      [&](soci::session& s) { return answer(store::find_key(s, key), s, request_hash); });
}

namespace {
// Thrown out of an order's write when its key turns out to be taken by an order committed
// meanwhile: the write (and the rate-limit hits it counted) is undone, the earlier order read.
struct Replayed {};

// A duplicate key on an order's or a subscription's id, the ids drawn at random (PostgreSQL
// names the constraint, SQLite the column); any other duplicate is a bug, not bad luck.
bool taken_id(const soci::soci_error& e) {
  if (!db::is_unique_violation(e)) return false;
  std::string_view what = e.what();
  for (std::string_view name :
       {"orders_pkey", "subscriptions_pkey", "orders.id", "subscriptions.id"})
    if (what.find(name) != std::string_view::npos) return true;
  return false;
}
}  // namespace

Placed OrderService::place(const PlaceOrder& cmd, const std::string& key,
                           const std::string& request_hash, const Gate& gate) {
  long long now = clock::now_ms();
  // Priced outside the writer; a refusal is answered after the hits are committed.
  std::optional<Order> order;
  std::exception_ptr unpriced;
  try {
    order = build(cmd, now);
  } catch (const ApiError&) {
    unpriced = std::current_exception();
  }
  std::string token = crypto::random_hex(32);
  for (int draw = 1;; ++draw) {
    std::exception_ptr refused = unpriced;  // or the gate's 429, decided again by each draw
    try {
      auto placed = db_.write([&](soci::session& s) -> std::optional<Placed> {
        return write_order(s, {key, request_hash, token, gate, now}, order, refused);
      });
      if (!placed) std::rethrow_exception(refused);
      after_placed_();  // required (service.hpp)
      return std::move(*placed);
    } catch (const Replayed&) {
      if (auto earlier = find_replay(key, request_hash)) return std::move(*earlier);
      throw ApiError::unavailable();
    } catch (const soci::soci_error& e) {
      // A twin request with the same key won the race: answer with its order.
      if (auto earlier = find_replay(key, request_hash)) return std::move(*earlier);
      // An id drawn for the order or its subscriptions was taken (four random characters per
      // 8 ms: about once a minute at 2,000 orders/s): the write did nothing; draw again.
      if (!order || !taken_id(e)) throw;
      if (draw == kMaxDraws) {  // nothing was stored: the shopper may send it again
        spdlog::error("order not placed: {} draws of its ids were all taken", draw);
        throw ApiError::unavailable();
      }
      spdlog::info("order id {} or one of its subscriptions' was taken; drawing again", order->id);
      order->id = draw_id_();
    }
  }
}

std::optional<Placed> OrderService::write_order(soci::session& s, const Attempt& a,
                                                std::optional<Order>& order,
                                                std::exception_ptr& refused) {
  // Checked inside the transaction (the single writer makes this final), asked in the same
  // round trip as the rate-limit hits; a replay is answered and never counted (Replayed
  // undoes the hits).
  store::KeyLookup earlier(s, a.key);
  bool allowed = !a.gate || a.gate(s, a.now);
  if (auto rec = earlier.get(s)) {
    if (rec->request_hash != a.request_hash) throw key_conflict();
    throw Replayed{};
  }
  if (!allowed) {
    refused = std::make_exception_ptr(ApiError::rate_limited());
    return std::nullopt;
  }
  if (refused) return std::nullopt;
  // The key row goes first: a concurrent twin in another process blocks on it, then fails.
  store::insert_key(s, a.key, {a.request_hash, order->id, a.token}, a.now);
  // Sent with the write's last statement: a taken id fails the write (place draws again).
  store::insert_order_deferred(s, *order, crypto::blake2b_hex(a.token));
  on_placed_(s, *order);  // required: an unwired service fails the order
  // Keys older than kKeyRetentionMs are pruned by the retention task (app/retention.hpp),
  // in small batches outside any order's transaction.
  return Placed{*order, a.token, false};
}

Order OrderService::place_in(soci::session& s, const PlaceOrder& cmd, const std::string& source,
                             const std::string& subscription_id) {
  long long now = clock::now_ms();
  Order order = build(cmd, now);
  order.source = source;
  order.subscription_id = subscription_id;
  auto token_hash = crypto::blake2b_hex(crypto::random_hex(32));
  while (!store::insert_order(s, order, token_hash)) order.id = draw_id_();  // id taken
  on_placed_(s, order);
  return order;
}

std::optional<Order> OrderService::find_with_token(const std::string& id,
                                                   const std::string& token) {
  if (id.size() > 40 || token.empty() || token.size() > 128) return std::nullopt;
  return db_.read([&](soci::session& s) -> std::optional<Order> {
    auto hash = store::token_hash_of(s, id);
    if (hash.empty() || !crypto::equal_constant_time(hash, crypto::blake2b_hex(token)))
      return std::nullopt;
    return store::find_order(s, id);
  });
}

void OrderService::record_delivery(soci::session& s, const std::string& id, bool cash_paid) {
  store::mark_delivered(s, id, cash_paid, clock::now_ms());
}

std::optional<Order> OrderService::track(const std::string& id, const std::string& phone) {
  auto wanted = phone_digits(phone);
  if (id.size() > 40 || wanted.size() < 10) return std::nullopt;
  auto order = db_.read([&](soci::session& s) { return store::find_order(s, id); });
  if (!order || !crypto::equal_constant_time(phone_digits(order->phone), wanted))
    return std::nullopt;
  return order;
}

}  // namespace aqua::orders
