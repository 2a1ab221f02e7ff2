// Changes by the customer (manage link) and managers: each audited, answered with the new
// schedule; today's delivery is never changed (it is already out for dispatch).
#include <algorithm>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "subscriptions/schedule.hpp"
#include "subscriptions/service.hpp"

namespace aqua::subscriptions {

namespace bj = boost::json;

namespace {

struct Ctx {
  Subscription& sub;
  std::vector<Delivery>& deliveries;
  const std::vector<Period>& periods;
  std::string today;
  std::vector<std::string> notices;
  std::vector<Delivery*> touched;
  bool resumed = false;
};

std::string next_period_start(const Ctx& c) {
  auto start = parse_date(c.sub.start_date);
  int next = c.periods.empty() ? 0 : c.periods.back().index + 1;
  return start ? format_date(period_start(c.sub.frequency, *start, next)) : c.today;
}

// Calls f on each future planned delivery; today's are left alone, with a notice.
template <class F>
void each_future(Ctx& c, F f) {
  for (auto& d : c.deliveries) {
    if (d.date == c.today && (d.status == "planned" || d.status == "dispatched")) {
      c.notices.push_back("Today's delivery (" + d.date + ", " + d.slot +
                          ") is already out for dispatch and stays as it was.");
    } else if (d.date > c.today && d.status == "planned") {
      f(d);
      c.touched.push_back(&d);
    }
  }
}

// Calls f on each failed delivery (its stop rescheduled, or waiting to be).
template <class F>
void each_failed(Ctx& c, F f) {
  for (auto& d : c.deliveries) {
    if (d.status != "failed") continue;
    f(d);
    c.touched.push_back(&d);
  }
}

std::string required_text(const bj::object& body, const char* key, const char* message) {
  auto v = json::get_string(body, key);
  if (!v || v->empty()) throw ApiError::validation(message, {{key, message}});
  return *v;
}

void pause(Ctx& c, const bj::object& body) {
  auto until = required_text(body, "until", "Please choose the date to resume deliveries");
  auto d = parse_date(until);
  auto today = parse_date(c.today);
  if (!d)
    throw ApiError::validation("Please enter a valid date",
                               {{"until", "Please enter a valid date"}});
  if (*d <= *today)
    throw ApiError::validation("Please choose a date after today",
                               {{"until", "Please choose a date after today"}});
  if (*d > *today + std::chrono::days(366))
    throw ApiError::validation("You can pause for at most a year",
                               {{"until", "You can pause for at most a year"}});
  c.sub.paused_until = until;
  // A holiday: every delivery from tomorrow until the resume date is skipped, this period too.
  for (auto& d : c.deliveries) {
    if (d.date == c.today && (d.status == "planned" || d.status == "dispatched"))
      c.notices.push_back("Today's delivery (" + d.date + ", " + d.slot +
                          ") is already out for dispatch and stays as it was.");
    if (d.status != "planned" || d.date <= c.today || d.date >= until) continue;
    d.status = "skipped";
    c.touched.push_back(&d);
  }
  c.notices.push_back("Paused: deliveries before " + until +
                      " are skipped and periods wholly before it are not billed.");
}

void skip(Ctx& c, const bj::object& body) {
  auto id = json::get_int(body, "deliveryId");
  auto it = std::find_if(c.deliveries.begin(), c.deliveries.end(),
                         [&](const Delivery& d) { return id && d.id == *id; });
  if (it == c.deliveries.end()) throw ApiError::not_found("Delivery not found");
  if (it->status != "planned")
    throw ApiError(409, "conflict", "This delivery is already " + it->status);
  if (it->date == c.today)
    throw ApiError(409, "conflict",
                   "Today's delivery is already out for dispatch and cannot be skipped");
  if (it->date < c.today) throw ApiError(409, "conflict", "This delivery is in the past");
  it->status = "skipped";
  c.touched.push_back(&*it);
}

void weekday(Ctx& c, const bj::object& body) {
  auto wd = json::get_int(body, "weekday");
  if (!wd || *wd < 0 || *wd > 6)
    throw ApiError::validation("Please choose a day of the week",
                               {{"weekday", "Please choose a day of the week"}});
  c.sub.weekday = static_cast<int>(*wd);
  auto start = parse_date(c.sub.start_date);
  auto today = *parse_date(c.today);
  each_future(c, [&](Delivery& d) {
    auto ps = *parse_date(d.period_start);
    int index = period_index_of(c.sub.frequency, *start, ps);
    Date end = period_start(c.sub.frequency, *start, index + 1);
    Date moved = move_to_weekday(*parse_date(d.date), c.sub.weekday, ps, end);
    if (moved > today) d.date = format_date(moved);
  });
}

void slot(Ctx& c, const bj::object& body) {
  auto v = json::get_string(body, "slot").value_or("");
  if (std::find(orders::kDeliverySlots.begin(), orders::kDeliverySlots.end(), v) ==
      orders::kDeliverySlots.end())
    throw ApiError::validation("Please choose one of the delivery time slots",
                               {{"slot", "Please choose one of the delivery time slots"}});
  c.sub.slot = v;
  each_future(c, [&](Delivery& d) { d.slot = v; });
}

void address(Ctx& c, const bj::object& body) {
  std::map<std::string, std::string> errors;
  auto a = orders::parse_address_fields(body, errors);
  if (!errors.empty())
    throw ApiError::validation("Please correct the errors in the form before submitting.", errors);
  c.sub.delivery_address = a.address, c.sub.delivery_city = a.city;
  c.sub.delivery_postal_code = a.postal_code;
  each_future(c, [&](Delivery& d) {
    d.address = a.address, d.city = a.city, d.postal_code = a.postal_code;
  });
  each_failed(c, [&](Delivery& d) {  // its rescheduled stop goes to the new address
    d.address = a.address, d.city = a.city, d.postal_code = a.postal_code;
  });
}

void split(Ctx& c, const bj::object& body) {
  auto v = json::get_string(body, "split").value_or("");
  if (!is_split(v))
    throw ApiError::validation(
        "Please choose all at once, every two weeks or every week",
        {{"split", "Please choose all at once, every two weeks or every week"}});
  if (c.sub.frequency == "Weekly" && v != "all")
    throw ApiError::validation("A weekly plan arrives in one delivery each week",
                               {{"split", "A weekly plan arrives in one delivery each week"}});
  c.sub.split = v;
  c.notices.push_back("The new split applies from the period starting " + next_period_start(c) +
                      ".");
}

void cancel_now(Ctx& c) {
  c.sub.status = "cancelled";
  c.sub.cancel_from = c.today;
  each_future(c, [](Delivery& d) { d.status = "cancelled"; });
  each_failed(c, [](Delivery& d) { d.status = "cancelled"; });  // and its rescheduled stop
}

void apply(Ctx& c, const std::string& action, const bj::object& body, bool admin) {
  // A cancelled subscription's deliveries still to come can be skipped.
  if (c.sub.status == "cancelled" && action != "note" && action != "skip")
    throw ApiError(409, "conflict", "This subscription is cancelled");
  if (action == "pause") return pause(c, body);
  if (action == "resume") {
    c.resumed = !c.sub.paused_until.empty();
    c.sub.paused_until.clear();
    return;
  }
  if (action == "skip") return skip(c, body);
  if (action == "weekday") return weekday(c, body);
  if (action == "slot") return slot(c, body);
  if (action == "address") return address(c, body);
  if (action == "split") return split(c, body);
  if (action == "cancel") {
    c.sub.status = "cancelled";
    c.sub.cancel_from = next_period_start(c);
    c.notices.push_back("Cancelled: no renewal from the period starting " + c.sub.cancel_from +
                        ". Deliveries already planned still come.");
    return;
  }
  if (admin && action == "cancel-now") return cancel_now(c);
  if (admin && action == "note") {
    auto note = json::get_string(body, "note").value_or("");
    if (note.size() > 2000)
      throw ApiError::validation("The note is too long",
                                 {{"note", "Must be at most 2000 characters"}});
    c.sub.note = note;
    return;
  }
  throw ApiError::validation("Unknown change", {{"action", "Unknown change: " + action}});
}

void audit(soci::session& s, const std::string& id, const std::string& action, const Actor& who,
           long long now) {
  std::string meta = json::serialize(bj::object{{"action", action}});
  int success = 1;
  std::string resource = "subscription", err, name = "SUBSCRIPTION_UPDATE";
  s << "INSERT INTO audit_logs (action, resource, resource_id, user_id, user_email, user_role, "
       "timestamp, success, error_message, metadata) VALUES (:a, :r, :ri, :u, :e, :ro, :t, :s, "
       ":em, :m)",
      soci::use(name), soci::use(resource), soci::use(id), soci::use(who.id), soci::use(who.email),
      soci::use(who.role), soci::use(now), soci::use(success), soci::use(err), soci::use(meta);
}

// Per billed period, the deliveries this change skipped or cancelled (their bottles).
std::vector<Gone> gone(const Ctx& c) {
  std::vector<Gone> out;
  for (const auto& p : c.periods) {
    if (p.status != "billed" || p.order_id.empty()) continue;
    Gone g{p};
    for (const auto* d : c.touched)
      if (d->period_start == p.period_start && (d->status == "skipped" || d->status == "cancelled"))
        g.bottles += d->bottles;
    bool live = false;
    for (const auto& d : c.deliveries) {
      if (d.period_start != p.period_start) continue;
      g.period_bottles += d.bottles;
      live = live || (d.status != "skipped" && d.status != "cancelled");
    }
    g.none_left = !live;
    if (g.bottles > 0) out.push_back(g);
  }
  return out;
}

// What the answer says last: the next delivery, or that none is planned.
std::string next_delivery_notice(const std::vector<Delivery>& all, const std::string& today) {
  if (auto d = next_delivery(all, today))
    return "Your next delivery: " + d->date + " (" + d->slot + ").";
  return "No delivery is planned.";
}

}  // namespace

Changed Service::change(const std::string& id, const bj::object& body, const Actor& who) {
  auto action = json::get_string(body, "action").value_or("");
  long long now = clock::now_ms();
  bool told = false;
  auto out = db_.write([&](soci::session& s) {
    if (!store::lock(s, id)) throw ApiError::not_found("Subscription not found");
    auto sub = *store::find(s, id);
    auto periods = store::periods(s, id);
    auto deliveries = store::deliveries(s, id);
    Ctx c{sub, deliveries, periods, clock::pakistan_date(now), {}, {}};
    apply(c, action, body, who.admin);
    sub.updated_at = now;
    store::update(s, sub);
    for (auto* d : c.touched) {
      store::update_delivery(s, *d, now);
      hooks_.changed(s, sub, *d, split_number(deliveries, *d));
    }
    for (const auto& g : gone(c)) {
      if (auto notice = hooks_.gone(s, sub, g); !notice.empty()) c.notices.push_back(notice);
      told = true;
    }
    if (c.resumed) told = resume_periods(s, sub, now) || told;
    audit(s, id, action, who, now);
    bool status = action == "pause" || action == "cancel" || action == "cancel-now" || c.resumed;
    if (status) hooks_.status(s, sub, action);
    Detail d{sub, store::periods(s, id), store::deliveries(s, id), store::credits(s, id)};
    c.notices.push_back(next_delivery_notice(d.deliveries, c.today));
    return Changed{std::move(d), c.notices};
  });
  if (told) hooks_.wake_mailer();
  return out;
}

}  // namespace aqua::subscriptions
