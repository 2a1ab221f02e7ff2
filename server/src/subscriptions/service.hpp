// Subscriptions: created in the transaction of the order that bought them, renewed by the
// scheduler (one order per period, whatever retries or servers), managed by the customer
// through a secret link and by managers in the admin.
#pragma once
#include <atomic>
#include <boost/json.hpp>
#include <concepts>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "db/database.hpp"
#include "mail/templates.hpp"
#include "orders/checkout.hpp"
#include "orders/order.hpp"
#include "subscriptions/model.hpp"
#include "subscriptions/schedule.hpp"
#include "subscriptions/store.hpp"

namespace aqua::subscriptions {

struct Options {
  int lead_days = 3;             // a renewal order is made this many days before its period
  std::string public_url;        // the shop's address, for the manage links in mails
  int link_days_after_end = 60;  // a cancelled subscription's link stops working after this
};

// A manage link: the subscription and the URL carrying its secret.
struct Link {
  std::string subscription_id, plan_name, url, path;  // path: the url without the shop's address
};

// A subscription whose next renewal order is made within a few days (renewal notices):
// period_start is the period it renews, renews_on the day its order is made, days_left the
// days until then.
struct UpcomingRenewal {
  Subscription sub;
  std::string period_start, renews_on;
  int days_left = 0;
};

// Places a renewal order inside the caller's transaction (wired by app/ to the orders
// room: the same pricing and insertion as checkout). Returns the order.
using PlaceRenewal = std::function<orders::Order(soci::session&, const orders::PlaceOrder&,
                                                 const std::string& subscription_id)>;

// A planned delivery, in the caller's transaction: just stored (one per split), changed
// (skipped, cancelled, moved to another date, slot or address) or found by the start-up
// backfill. split: 1-based position in its period. app/ keeps the delivery room's stop in step.
using OnPlanned =
    std::function<void(soci::session&, const Subscription&, const Delivery&, int split)>;
// A period's deliveries just stored, all at once (delivery i has split i + 1): the caller
// makes their stops together (on PostgreSQL one statement for the period).
using OnPlannedAll =
    std::function<void(soci::session&, const Subscription&, const std::vector<Delivery>&)>;

// Deliveries of a billed period just skipped or cancelled by a change (in its transaction):
// app/ credits what a paid order paid for them, and cancels an unpaid renewal with no
// delivery left; it tells the customer and the admins. Returns the notice for the answer.
struct Gone {
  Period period;
  int bottles = 0, period_bottles = 0;  // gone now; all the period's deliveries
  bool none_left = false;               // every delivery of the period skipped or cancelled
};
using OnGone = std::function<std::string(soci::session&, const Subscription&, const Gone&)>;
// A subscription paused, resumed (from a pause), cancelled or cancelled now, in the change's
// transaction (action as in change()): app/ tells the customer by text.
using OnStatus =
    std::function<void(soci::session&, const Subscription&, const std::string& action)>;

// A hook the service cannot work without: it has no default, so a Hooks that leaves one out
// does not compile, and an empty function is refused when the service is made.
template <class F>
class Required {
 public:
  template <class G>
  requires std::constructible_from<F, G> Required(G g)
      : f_(std::move(g)) {  // NOLINT: a lambda or function converts on purpose
    if (!f_) throw std::invalid_argument("subscriptions: a required hook is empty");
  }
  template <class... A>
  decltype(auto) operator()(A&&... a) const {
    return f_(std::forward<A>(a)...);
  }

 private:
  F f_;
};

// What the service needs from the rest of the shop, given when it is made (app/main.cpp
// assembles them from the app/on_*.cpp reactions; every one is required).
struct Hooks {
  Required<PlaceRenewal> place_renewal;            // the orders room places a renewal
  Required<std::function<mail::ShopInfo()>> shop;  // the shop's name and contacts, for mails
  Required<std::function<void()>> wake_mailer;     // after a commit that wrote mail
  Required<OnPlannedAll> planned;                  // a period's deliveries stored
  Required<OnPlanned> changed;                     // a delivery changed or found at start-up
  Required<OnGone> gone;                           // deliveries of a billed period gone
  Required<OnStatus> status;                       // paused, resumed, cancelled
};

// Active subscriptions (not cancelled, not paused today) and their monthly recurring
// revenue: plan price x quantity x (1 - discount), Weekly x 52/12, Bi-Weekly x 26/12.
struct ActiveSummary {
  long long active = 0;
  std::int64_t mrr_paisa = 0;
};

// Who changes a subscription, for the audit log.
struct Actor {
  std::string id = "customer", email, role = "customer";
  bool admin = false;
};

struct Changed {
  Detail detail;
  std::vector<std::string> notices;  // e.g. today's delivery left as it was
};

class Service {
 public:
  Service(db::Database& db, Options o, Hooks h)
      : db_(db), opt_(std::move(o)), hooks_(std::move(h)) {}
  int lead_days() const { return opt_.lead_days; }

  // Inside the order's transaction: one subscription per subscription line, its first
  // period and deliveries planned. Returns their manage links (for the order's mails).
  std::vector<Link> create_from_order(soci::session& s, const orders::Order& o, long long now);
  // A new secret link for a subscription (its hash is stored).
  Link new_link(soci::session& s, const std::string& id, long long now);
  // new_link() when the plan's name is known (no read of the subscription).
  Link link_named(soci::session& s, const std::string& id, const std::string& plan_name,
                  long long now);

  // A short secret link for a text message ("/s/<20 hex>", its hash stored as a manage
  // link's), and where it leads ("/subscription/<id>#token=<code>", "" when unknown).
  Link short_link(soci::session& s, const std::string& id, const std::string& plan_name,
                  long long now);
  std::string short_link_target(const std::string& code);
  // Live subscriptions whose next renewal order is made within notice_days after `today`
  // (not on it), and whose period would be billed (not paused or cancelled).
  std::vector<UpcomingRenewal> renewals_within(soci::session& s, const std::string& today,
                                               int notice_days) const;

  // Fresh links to the subscriptions an order created (its confirmation page shows them).
  std::vector<Link> links_for_order(const std::string& order_id);

  // Plans missing first periods and creates every renewal due at `now` (catching up after
  // downtime). Returns how many renewal orders were created. Stops early once *stop is set
  // (the server shutting down); what is left is made on the next run.
  int run_due(long long now, const std::atomic<bool>* stop = nullptr);

  std::optional<Detail> find_with_token(const std::string& id, const std::string& token);
  std::optional<Detail> detail(const std::string& id);
  // Applies one change ({action, ...}); ApiError with the reason when refused.
  Changed change(const std::string& id, const boost::json::object& body, const Actor& who);
  // Mails the manage links of the address's live subscriptions (nothing when none).
  void resend_links(const std::string& email);
  store::Page list(store::Filter f);
  long long count_live();
  // SQL aggregate, on the caller's session (the dashboard's figures).
  static ActiveSummary active_summary(soci::session& s, const std::string& today);
  // A stop's outcome (app/on_outcome_recorded.cpp, in its transaction): the planned delivery
  // it serves ("<period start>#<split>", split 1-based in the period's planned order) takes
  // `status` (delivered or failed). False when there is no such delivery.
  static bool delivery_outcome(soci::session& s, const std::string& subscription_id,
                               const std::string& period, const std::string& status);
  // A cancelled or deleted order (app/on_order_changed.cpp, in its transaction): its planned
  // deliveries are cancelled and the subscriptions it bought end today. Returns how many
  // deliveries were cancelled.
  static int order_cancelled(soci::session& s, const std::string& order_id);
  // Calls f for every delivery still planned from `from_date` on (the start-up backfill).
  static void each_planned(soci::session& s, const std::string& from_date, const OnPlanned& f);

 private:
  enum class Step { none, planned, renewed, missed };
  Step next_period(soci::session& s, const std::string& id, long long now);
  // from: deliveries dated before it are not planned (catch-up after downtime).
  void plan_deliveries(soci::session& s, const Subscription& sub, const Period& p, long long now,
                       std::optional<Date> from = std::nullopt);
  void renew(soci::session& s, const Subscription& sub, Period& p, const std::string& first,
             long long now, Date from);
  // Resumed: paused periods not yet started are renewed again now. True when one was.
  bool resume_periods(soci::session& s, const Subscription& sub, long long now);
  void tell_missed(soci::session& s, const Subscription& sub, const Period& p, long long now);

  db::Database& db_;
  Options opt_;
  Hooks hooks_;
};

// A delivery's 1-based position among its period's deliveries (in the order they were planned).
int split_number(const std::vector<Delivery>& all, const Delivery& d);

// Adds the manage links to a mail (text and HTML).
void add_links(mail::Mail& m, const std::vector<Link>& links, const std::string& language = "en");

}  // namespace aqua::subscriptions
