#include "orders/admin_routes.hpp"

#include <algorithm>
#include <charconv>
#include <unordered_map>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "core/money.hpp"
#include "core/text.hpp"
#include "db/row.hpp"
#include "mail/outbox.hpp"
#include "orders/store.hpp"

namespace aqua::orders {

namespace bj = boost::json;
using auth::Principal;
using http::Request;

std::string csv_cell(const std::string& s) {
  std::string v = s;
  if (!v.empty() && (v[0] == '=' || v[0] == '+' || v[0] == '-' || v[0] == '@')) v = "'" + v;
  if (v.find_first_of(",\"\n\r") == std::string::npos) return v;
  std::string out = "\"";
  for (char c : v) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::vector<Customer> derive_customers(const std::vector<Order>& orders) {
  std::vector<Customer> out;
  std::unordered_map<std::string, std::size_t> index;
  for (const auto& o : orders) {
    std::string key = !o.email.empty() ? "e:" + text::to_lower_ascii(o.email) : "p:" + o.phone;
    auto it = index.find(key);
    if (it == index.end()) {
      Customer c;
      c.id = key;
      c.created_at = o.created_at;
      index[key] = out.size();
      out.push_back(c);
      it = index.find(key);
    }
    auto& c = out[it->second];
    // The newest order's details win: people move and change numbers.
    c.name = o.first_name + " " + o.last_name;
    c.email = o.email.empty() ? "N/A" : o.email;
    c.phone = o.phone.empty() ? "N/A" : o.phone;
    c.address = o.address.empty() ? "N/A" : o.address;
    c.city = o.city.empty() ? "Unknown" : o.city;
    c.total_orders += 1;
    if (o.status != "cancelled") c.total_spent_paisa += o.total_paisa;
    c.last_order_date = std::max(c.last_order_date, o.created_at);
  }
  std::sort(out.begin(), out.end(), [](const Customer& a, const Customer& b) {
    return a.last_order_date > b.last_order_date;
  });
  return out;
}

namespace {

int int_param(const Request& req, const char* name, int fallback, int min, int max) {
  auto v = req.query_param(name);
  if (!v) return fallback;
  int out = 0;
  auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
  if (ec != std::errc() || p != v->data() + v->size() || out < min || out > max)
    throw ApiError::validation(
        "Invalid query", {{name, std::string("Must be a whole number from ") + std::to_string(min) +
                                     " to " + std::to_string(max)}});
  return out;
}

struct OrderFilter {
  std::string q, status;
};

OrderFilter filter_of(const Request& req) {
  OrderFilter f;
  f.q = text::trim(req.query_param("q").value_or(""));
  f.status = req.query_param("status").value_or("");
  if (f.q.size() > 100)
    throw ApiError::validation("Invalid query",
                               {{"q", "Search text must be at most 100 characters"}});
  if (!f.status.empty() && f.status != "all" && f.status != "pending" && f.status != "processing" &&
      f.status != "delivered" && f.status != "cancelled")
    throw ApiError::validation(
        "Invalid query",
        {{"status", "Status must be pending, processing, delivered or cancelled"}});
  if (f.status == "all") f.status.clear();
  return f;
}

// Ids of matching orders, newest first, and how many match in all.
std::pair<std::vector<std::string>, long long> find_ids(soci::session& s, const OrderFilter& f,
                                                        int limit, int offset) {
  std::string where = " WHERE 1 = 1";
  std::string like = "%" + text::to_lower_ascii(f.q) + "%";
  if (!f.status.empty()) where += " AND status = :status";
  if (!f.q.empty())
    where +=
        " AND (LOWER(id) LIKE :q1 OR LOWER(first_name || ' ' || last_name) LIKE :q2 OR "
        "LOWER(email) LIKE :q3 OR phone LIKE :q4)";
  long long total = 0;
  std::vector<std::string> ids;
  {
    std::string sql = "SELECT COUNT(*) FROM orders" + where;
    if (!f.status.empty() && !f.q.empty())
      s << sql, soci::use(f.status), soci::use(like), soci::use(like), soci::use(like),
          soci::use(like), soci::into(total);
    else if (!f.status.empty())
      s << sql, soci::use(f.status), soci::into(total);
    else if (!f.q.empty())
      s << sql, soci::use(like), soci::use(like), soci::use(like), soci::use(like),
          soci::into(total);
    else
      s << sql, soci::into(total);
  }
  std::string sql =
      "SELECT id FROM orders" + where + " ORDER BY created_at DESC, id LIMIT :lim OFFSET :off";
  auto collect = [&ids](soci::rowset<soci::row>& rows) {
    for (const auto& r : rows) ids.push_back(db::row_text(r, 0));
  };
  if (!f.status.empty() && !f.q.empty()) {
    soci::rowset<soci::row> rows =
        (s.prepare << sql, soci::use(f.status), soci::use(like), soci::use(like), soci::use(like),
         soci::use(like), soci::use(limit), soci::use(offset));
    collect(rows);
  } else if (!f.status.empty()) {
    soci::rowset<soci::row> rows =
        (s.prepare << sql, soci::use(f.status), soci::use(limit), soci::use(offset));
    collect(rows);
  } else if (!f.q.empty()) {
    soci::rowset<soci::row> rows =
        (s.prepare << sql, soci::use(like), soci::use(like), soci::use(like), soci::use(like),
         soci::use(limit), soci::use(offset));
    collect(rows);
  } else {
    soci::rowset<soci::row> rows = (s.prepare << sql, soci::use(limit), soci::use(offset));
    collect(rows);
  }
  return {ids, total};
}

std::vector<Order> load_orders(soci::session& s, const std::vector<std::string>& ids) {
  std::vector<Order> out;
  for (const auto& id : ids)
    if (auto o = store::find_order(s, id)) out.push_back(std::move(*o));
  return out;
}

std::string payment_label(const std::string& m) {
  return m == "wallet" ? "Mobile wallet" : "Cash on Delivery";
}

}  // namespace

void add_admin_routes(http::Router& router, auth::Auth& auth, db::Database& db,
                      std::function<void()> wake_mailer, BottleBalancesFn bottle_balances) {
  auth::add_admin_route(
      router, auth, "GET", "/api/admin/orders", "read:order", "order",
      [&db](Request& req, const Principal&) {
        auto f = filter_of(req);
        int limit = int_param(req, "limit", 50, 1, 100);
        int offset = int_param(req, "offset", 0, 0, 1'000'000);
        auto [orders, total] = db.read([&](soci::session& s) {
          auto [ids, count] = find_ids(s, f, limit, offset);
          return std::make_pair(load_orders(s, ids), count);
        });
        bj::array items;
        for (const auto& o : orders) {
          auto j = to_json(o);
          j["paymentLabel"] = payment_label(o.payment_method);
          items.push_back(std::move(j));
        }
        return http::Response::json(bj::serialize(bj::object{
            {"items", std::move(items)}, {"total", total}, {"limit", limit}, {"offset", offset}}));
      });

  auth::add_admin_route(
      router, auth, "PATCH", "/api/admin/orders/:id", "update:order", "order",
      [&db](Request& req, const Principal&) {
        auto body = json::parse_object(req.body);
        auto status = json::get_string(body, "status");
        auto payment = json::get_string(body, "paymentStatus");
        std::map<std::string, std::string> errors;
        if (status && *status != "pending" && *status != "processing" && *status != "delivered" &&
            *status != "cancelled")
          errors["status"] = "Status must be pending, processing, delivered or cancelled";
        if (payment && *payment != "pending" && *payment != "paid" && *payment != "refunded")
          errors["paymentStatus"] = "Payment status must be pending, paid or refunded";
        if (!status && !payment) errors["status"] = "Nothing to change";
        if (!errors.empty()) throw ApiError::validation("Invalid order update", errors);
        auto order = db.write([&](soci::session& s) {
          std::string id = req.param("id");
          auto o = store::find_order(s, id);
          if (!o) throw ApiError::not_found("Order not found");
          o->status = status.value_or(o->status);
          o->payment_status = payment.value_or(o->payment_status);
          o->updated_at = clock::now_ms();
          s << "UPDATE orders SET status = :s, payment_status = :p, updated_at = :u WHERE id = :id",
              soci::use(o->status), soci::use(o->payment_status), soci::use(o->updated_at),
              soci::use(id);
          return *o;
        });
        auto j = to_json(order);
        j["paymentLabel"] = payment_label(order.payment_method);
        return http::Response::json(bj::serialize(j));
      });

  auth::add_admin_route(router, auth, "DELETE", "/api/admin/orders/:id", "delete:order", "order",
                        [&db](Request& req, const Principal&) {
                          db.write([&](soci::session& s) {
                            std::string id = req.param("id");
                            s << "DELETE FROM order_items WHERE order_id = :id", soci::use(id);
                            soci::statement st =
                                (s.prepare << "DELETE FROM orders WHERE id = :id", soci::use(id));
                            st.execute(true);
                            if (st.get_affected_rows() == 0)
                              throw ApiError::not_found("Order not found");
                          });
                          return http::Response::no_content();
                        });

  auth::add_admin_route(
      router, auth, "GET", "/api/admin/orders.csv", "export:data", "order",
      [&db](Request& req, const Principal&) {
        auto f = filter_of(req);
        auto orders = db.read(
            [&](soci::session& s) { return load_orders(s, find_ids(s, f, 100000, 0).first); });
        std::string csv =
            "Order,Date,Status,Payment method,Payment status,Customer,Email,Phone,Address,City,"
            "Postal code,Delivery date,Delivery time,Items,Coupon,Total (PKR),Tracking\r\n";
        for (const auto& o : orders) {
          std::string items;
          for (const auto& i : o.items) {
            auto bottles = bottle_handling(i);
            items += (items.empty() ? "" : "; ") + i.product_name + " x " +
                     std::to_string(i.quantity) + (bottles.empty() ? "" : " (" + bottles + ")");
          }
          char total[32];
          std::snprintf(total, sizeof total, "%lld.%02lld",
                        static_cast<long long>(o.total_paisa / 100),
                        static_cast<long long>(o.total_paisa % 100));
          for (const auto& cell :
               {o.id, clock::pakistan_time_text(o.created_at), o.status,
                payment_label(o.payment_method), o.payment_status, o.first_name + " " + o.last_name,
                o.email, o.phone, o.delivery_address, o.delivery_city, o.delivery_postal_code,
                o.delivery_date, o.delivery_time, items, o.coupon_code, std::string(total),
                o.tracking_number})
            csv += csv_cell(cell) + ",";
          csv.back() = '\r';
          csv += "\n";
        }
        http::Response r;
        r.body = std::move(csv);
        r.header("content-type", "text/csv; charset=utf-8");
        r.header("content-disposition", "attachment; filename=\"aquapure-orders-" +
                                            clock::pakistan_date(clock::now_ms()) + ".csv\"");
        return r;
      });

  auth::add_admin_route(
      router, auth, "GET", "/api/admin/customers", "read:customer", "customer",
      [&db, bottle_balances](Request&, const Principal&) {
        std::map<std::string, int> balances;
        auto orders = db.read([&](soci::session& s) {
          std::vector<std::string> ids;
          soci::rowset<soci::row> rows =
              (s.prepare << "SELECT id FROM orders ORDER BY created_at, id");
          for (const auto& r : rows) ids.push_back(db::row_text(r, 0));
          if (bottle_balances) balances = bottle_balances(s);
          return load_orders(s, ids);
        });
        auto customers = derive_customers(orders);
        bj::array items;
        std::int64_t revenue = 0;
        for (const auto& c : customers) {
          revenue += c.total_spent_paisa;
          items.push_back(bj::object{{"id", c.id},
                                     {"name", c.name},
                                     {"email", c.email},
                                     {"phone", c.phone},
                                     {"address", c.address},
                                     {"city", c.city},
                                     {"totalOrders", c.total_orders},
                                     {"totalSpentPaisa", c.total_spent_paisa},
                                     {"bottleBalance", balances[c.id]},
                                     {"lastOrderDate", clock::iso_utc(c.last_order_date)},
                                     {"createdAt", clock::iso_utc(c.created_at)}});
        }
        return http::Response::json(
            bj::serialize(bj::object{{"items", std::move(items)},
                                     {"summary", bj::object{{"customers", customers.size()},
                                                            {"orders", orders.size()},
                                                            {"revenuePaisa", revenue}}}}));
      });

  auth::add_admin_route(
      router, auth, "GET", "/api/admin/messages", "read:customer", "contact_message",
      [&db](Request&, const Principal&) {
        auto items = db.read([](soci::session& s) {
          soci::rowset<soci::row> rows =
              (s.prepare << "SELECT id, name, email, phone, subject, message, created_at FROM "
                            "contact_messages ORDER BY created_at DESC, id DESC LIMIT 200");
          bj::array out;
          for (const auto& r : rows)
            out.push_back(bj::object{{"id", db::row_int(r, 0)},
                                     {"name", db::row_text(r, 1)},
                                     {"email", db::row_text(r, 2)},
                                     {"phone", db::row_text(r, 3)},
                                     {"subject", db::row_text(r, 4)},
                                     {"message", db::row_text(r, 5)},
                                     {"createdAt", clock::iso_utc(db::row_int(r, 6))}});
          return out;
        });
        return http::Response::json(bj::serialize(bj::object{{"items", std::move(items)}}));
      });

  auth::add_admin_route(
      router, auth, "GET", "/api/admin/mail", "read:customer", "mail",
      [&db](Request&, const Principal&) {
        auto items = db.read([](soci::session& s) {
          soci::rowset<soci::row> rows =
              (s.prepare
               << "SELECT id, kind, recipient, subject, order_id, status, attempts, "
                  "last_error, created_at, sent_at FROM mail_outbox ORDER BY id DESC LIMIT 200");
          bj::array out;
          for (const auto& r : rows)
            out.push_back(
                bj::object{{"id", db::row_int(r, 0)},
                           {"kind", db::row_text(r, 1)},
                           {"recipient", db::row_text(r, 2)},
                           {"subject", db::row_text(r, 3)},
                           {"orderId", db::row_text(r, 4)},
                           {"status", db::row_text(r, 5)},
                           {"attempts", db::row_int(r, 6)},
                           {"lastError", db::row_text(r, 7)},
                           {"createdAt", clock::iso_utc(db::row_int(r, 8))},
                           {"sentAt", r.get_indicator(9) == soci::i_null
                                          ? bj::value(nullptr)
                                          : bj::value(clock::iso_utc(db::row_int(r, 9)))}});
          return out;
        });
        return http::Response::json(bj::serialize(bj::object{{"items", std::move(items)}}));
      });

  auth::add_admin_route(
      router, auth, "POST", "/api/admin/mail/:id/retry", "update:customer", "mail",
      [&db, wake_mailer](Request& req, const Principal&) {
        long long id = 0;
        auto p = req.param("id");
        auto [ptr, ec] = std::from_chars(p.data(), p.data() + p.size(), id);
        if (ec != std::errc() || ptr != p.data() + p.size())
          throw ApiError::not_found("Mail not found");
        bool ok =
            db.write([&](soci::session& s) { return mail::retry_now(s, id, clock::now_ms()); });
        if (!ok) throw ApiError(409, "conflict", "Only a failed mail can be retried");
        if (wake_mailer) wake_mailer();
        return http::Response::json(bj::serialize(bj::object{{"id", id}, {"status", "pending"}}));
      });
}

}  // namespace aqua::orders
