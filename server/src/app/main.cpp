// aquapure: the shop's one binary. serve (HTTP API + the built web app), migrate, seed, check
// (do the rooms agree), backup (SQLite) and admin create.
#include <spdlog/spdlog.h>
#include <chrono>

#include <CLI/CLI.hpp>
#include <cstdlib>
#include <filesystem>

#include <iostream>
#include "app/check.hpp"
#include "app/config.hpp"
#include "app/on_order_placed.hpp"
#include "app/on_outcome_recorded.hpp"
#include "app/on_renewal_emptied.hpp"
#include "app/on_sms_reply.hpp"
#include "app/on_subscription_planned.hpp"
#include "app/on_subscription_status.hpp"
#include "app/order_mail.hpp"
#include "app/order_stops.hpp"
#include "app/outcome_sms.hpp"
#include "app/retention.hpp"
#include "app/routes.hpp"
#include "app/sms_reminders.hpp"
#include "app/sms_sender.hpp"
#include "app/subscription_stops.hpp"
#include "auth/auth.hpp"
#include "auth/password.hpp"
#include "auth/permissions.hpp"
#include "catalog/catalog.hpp"
#include "catalog/seed.hpp"
#include "core/clock.hpp"
#include "db/listener.hpp"
#include "db/migrations.hpp"
#include "http/server.hpp"
#include "http/static_files.hpp"
#include "mail/outbox.hpp"
#include "mail/worker.hpp"
#include "messages/outbox.hpp"
#include "messages/rules.hpp"
#include "messages/worker.hpp"
#include "orders/service.hpp"
#include "settings/settings.hpp"
#include "subscriptions/scheduler.hpp"

namespace {

using namespace aqua;

// Demo mode only: a known super-admin, shown as a hint on the login page
// (docs/decisions/0012-demo-mode-bootstrap.md).
const std::string kDemoUser = "admin";
const std::string kDemoPassword = "aquapure-demo";

std::unique_ptr<db::Database> open_database(const app::Config& c, std::size_t pool) {
  db::Options o;
  o.url = c.database_url;
  o.sqlite_path = c.sqlite_path();
  o.sqlite_synchronous = c.sqlite_synchronous;
  o.pool_size = pool;
  if (o.url.empty()) std::filesystem::create_directories(c.data_dir);
  return std::make_unique<db::Database>(o);
}

void seed(db::Database& db) {
  db.write([&db](soci::session& s) {
    // Servers starting together on one PostgreSQL seed one after the other.
    if (db.kind() == db::Kind::postgresql) s << "SELECT pg_advisory_xact_lock(727271)";
    auto r = catalog::seed_defaults(s);
    int settings_added = settings::seed_defaults(s);
    if (r.products || r.plans || r.coupons || settings_added)
      spdlog::info("seeded {} products, {} plans, {} coupons, {} settings", r.products, r.plans,
                   r.coupons, settings_added);
  });
}

mail::ShopInfo shop_info(const catalog::Snapshot& snap) {
  mail::ShopInfo info;
  const auto& s = snap.settings;
  auto text = [&s](const char* key) {
    auto it = s.find(key);
    return it != s.end() && it->value().is_string() ? std::string(it->value().as_string())
                                                    : std::string();
  };
  info.brand = text("brandName");
  info.phone = text("phone");
  info.email = text("email");
  if (auto it = s.find("adminEmails"); it != s.end() && it->value().is_array())
    for (const auto& e : it->value().as_array())
      if (e.is_string()) info.admin_emails.emplace_back(e.as_string());
  return info;
}

std::unique_ptr<mail::Sender> make_sender(const app::Config& c) {
  if (c.smtp_url.empty()) {
    auto folder = c.data_dir + "/mail";
    spdlog::info("mail: no AQUA_SMTP_URL, writing .eml files to {}", folder);
    return mail::folder_sender(folder, c.mail_from);
  }
  spdlog::info("mail: SMTP via {}", c.smtp_url);
  return mail::smtp_sender({c.smtp_url, c.smtp_user, c.smtp_password, c.mail_from, 30});
}

http::ServerOptions server_options(const app::Config& c) {
  http::ServerOptions opts;
  opts.host = c.host;
  opts.port = c.port;
  opts.threads = c.threads;
  // Database work mostly waits on fsync: enough threads to fill a group commit (the writer
  // takes up to 64 writes per transaction).
  opts.blocking_threads = std::max(64, c.threads * 16);
  opts.max_body = c.max_body;
  opts.read_timeout = std::chrono::milliseconds(c.read_timeout_ms);
  opts.common_headers = app::security_headers();
  opts.trust_proxy = c.trust_proxy;
  opts.limits = {static_cast<std::size_t>(c.max_connections),
                 static_cast<std::size_t>(c.max_connections_per_ip),
                 static_cast<std::size_t>(c.max_streams),
                 static_cast<std::size_t>(c.max_streams_per_ip),
                 static_cast<std::size_t>(c.connection_reserve)};
  return opts;
}

// Orders placed: what follows in the order's transaction is app/on_order_placed.cpp; the
// workers are woken after its commit.
void wire_orders(orders::OrderService& orders, catalog::Catalog& catalog,
                 subscriptions::Service& subs, mail::Worker& mailer, messages::Worker& sms,
                 messages::Rules sms_rules) {
  orders.on_placed(app::order_placed_reaction(
      subs, [&catalog] { return shop_info(*catalog.snapshot()); }, sms_rules));
  orders.after_placed([&mailer, &sms] {
    mailer.wake();
    sms.wake();
  });
}

// What the subscriptions room needs, given when it is made (every hook required): renewals
// placed by the orders room; what follows each change in its transaction, from the
// app/on_*.cpp reactions named for the event.
subscriptions::Hooks subscription_hooks(orders::OrderService& orders, catalog::Catalog& catalog,
                                        mail::Worker& mailer, messages::Rules sms_rules,
                                        messages::Worker& sms) {
  auto shop = [&catalog] { return shop_info(*catalog.snapshot()); };
  return {
      .place_renewal =
          [&orders](soci::session& s, const orders::PlaceOrder& cmd, const std::string& sub_id) {
            return orders.place_in(s, cmd, "subscription", sub_id);
          },
      .shop = shop,
      .wake_mailer = [&mailer] { mailer.wake(); },
      .planned = app::on_deliveries_planned(),
      .changed = app::on_delivery_changed(),
      .gone = app::on_renewal_emptied(shop),
      .status = app::on_subscription_status(sms_rules, sms)};
}

int serve(const app::Config& c) {
  // Sized to the cores (AQUA_DB_POOL overrides; on a shared 2-core machine 4, 8 and 16
  // PostgreSQL connections measured alike, docs/performance.md).
  int pool = c.db_pool > 0 ? c.db_pool : std::max(4, c.threads * 2);
  if (c.test_clock_offset_ms != 0) clock::move_for_testing(c.test_clock_offset_ms);
  auto db = open_database(c, static_cast<std::size_t>(pool));
  db::migrate(*db);
  seed(*db);
  catalog::Catalog catalog(*db, c.demo);
  std::unique_ptr<db::PgListener> listener;
  if (db->kind() == db::Kind::postgresql)
    listener = std::make_unique<db::PgListener>(db::pg_url(c.database_url), "aqua_catalog",
                                                [&catalog] { catalog.reload(false); });
  orders::OrderService orders(*db, catalog);
  mail::Worker mailer(
      *db, make_sender(c), {c.mail_retry_base_ms, 3'600'000, c.mail_give_up_ms, 60'000},
      c.mail_poll_ms, c.instance,
      app::order_mail_renderer(*db, [&catalog] { return shop_info(*catalog.snapshot()); }));
  messages::Worker sms(*db, app::make_sms_sender(c),
                       {c.sms_retry_base_ms, 3'600'000, 86'400'000, 60'000}, c.sms_poll_ms,
                       c.instance);
  messages::Rules sms_rules{c.sms_daily_cap};
  subscriptions::Service subs(*db, {c.renewal_lead_days, c.public_url, c.subscription_link_days},
                              subscription_hooks(orders, catalog, mailer, sms_rules, sms));
  // Stops for deliveries planned before the stops existed: now, idempotent.
  spdlog::info("subscription stops: {} planned deliveries checked",
               app::backfill_subscription_stops(*db));
  wire_orders(orders, catalog, subs, mailer, sms, sms_rules);
  auto on_contact = [&catalog, &mailer](soci::session& s, const contact::Message& m) {
    auto now = clock::now_ms();
    for (const auto& mail : mail::contact_mails({m.name, m.email, m.phone, m.subject, m.message},
                                                shop_info(*catalog.snapshot())))
      mail::enqueue(s, mail, now);
    mailer.wake();  // the worker's claim waits for this transaction's commit
  };
  auth::Auth auth(*db);
  auth.set_max_session_ms(c.session_max_hours * 3'600'000LL);
  delivery::Service deliveries(*db, app::drivers_from(auth),
                               app::outcome_reactions(sms_rules, sms));
  deliveries.set_slots(orders::kDeliverySlots, c.map_tile_url);
  if (c.demo && auth.ensure_demo_admin(kDemoUser, kDemoPassword))
    spdlog::info("demo mode: created the demo super-admin '{}'", kDemoUser);
  subscriptions::Scheduler scheduler(subs, c.scheduler_ms);
  app::ReminderTask reminders(*db, sms_rules, sms, c.scheduler_ms, subs,
                              [&catalog] { return shop_info(*catalog.snapshot()); });
  app::RetentionTask retention(
      *db, {c.mail_body_retention_days * 86'400'000LL, orders::OrderService::kKeyRetentionMs});
  auto router = app::build_router(
      {*db, catalog, orders, on_contact, auth, c.data_dir + "/uploads",
       [&mailer] { mailer.wake(); }, c.test_hooks, &subs,
       [&scheduler] { return scheduler.run_now(); }, c.abuse, &deliveries,
       [&retention] { return retention.run_now(); }, c.sms_secret, [&sms] { sms.wake(); },
       app::sms_hooks(sms_rules, sms), [&reminders] { return reminders.run_now(); }});
  http::StaticFiles files(c.web_dir);
  http::Server server(server_options(c), router, files);
  spdlog::info("mode: {}", c.demo ? "demo" : "production");
  server.run();
  return 0;
}

// `aquapure check`: 0 when the rooms agree, 1 on any violation (each printed).
int check(const app::Config& config) {
  if (config.database_url.empty() && !std::filesystem::exists(config.sqlite_path()))
    throw std::invalid_argument("no database at " + config.sqlite_path());
  auto db = open_database(config, 1);
  return app::check(*db, std::cout) == 0 ? 0 : 1;
}

// `aquapure backup --to FILE`: a consistent copy of the SQLite database while the shop runs.
int backup(const app::Config& config, const std::string& to) {
  if (!config.database_url.empty())
    throw std::invalid_argument("on PostgreSQL use pg_dump or WAL archiving (docs/deploy.md)");
  // Opening a missing database would create an empty one and back that up.
  if (!std::filesystem::exists(config.sqlite_path()))
    throw std::invalid_argument("no database at " + config.sqlite_path());
  if (std::filesystem::exists(to)) throw std::invalid_argument(to + " already exists");
  auto db = open_database(config, 1);
  // VACUUM INTO writes a consistent, compacted copy without stopping the writers.
  db->read([&](soci::session& s) { s << "VACUUM INTO :to", soci::use(to); });
  spdlog::info("backup written to {}", to);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App cli{"AquaPure: the online shop of a bottled-water delivery business"};
  cli.require_subcommand(1);
  auto* serve_cmd = cli.add_subcommand("serve", "Serve the API and the web app");
  auto* migrate_cmd = cli.add_subcommand("migrate", "Apply database migrations");
  auto* seed_cmd = cli.add_subcommand("seed", "Apply migrations and add missing default data");
  auto* check_cmd = cli.add_subcommand(
      "check",
      "Verify that orders, subscriptions, stops, the bottle ledger and drivers' days "
      "agree (read-only; exit 1 on any violation)");
  auto* backup_cmd = cli.add_subcommand("backup", "Copy the SQLite database while the shop runs");
  std::string backup_to;
  backup_cmd->add_option("--to", backup_to, "Backup file to create (must not exist)")->required();
  auto* admin_cmd = cli.add_subcommand("admin", "Manage admin accounts");
  auto* create_cmd =
      admin_cmd->add_subcommand("create", "Create an admin (password read from stdin)");
  admin_cmd->require_subcommand(1);
  std::string username, email, name, role = "super-admin";
  create_cmd->add_option("--username", username, "Sign-in name")->required();
  create_cmd->add_option("--email", email, "E-mail address")->required();
  create_cmd->add_option("--name", name, "Full name");
  create_cmd->add_option("--role", role, "super-admin, admin, manager, customer or driver");
  CLI11_PARSE(cli, argc, argv);

  try {
    auto config = app::load_config([](const char* n) { return std::getenv(n); });
    spdlog::set_level(spdlog::level::from_str(config.log_level));
    if (serve_cmd->parsed()) return serve(config);
    if (check_cmd->parsed()) return check(config);
    if (backup_cmd->parsed()) return backup(config, backup_to);
    auto db = open_database(config, 1);
    int applied = db::migrate(*db);
    if (create_cmd->parsed()) {
      if (!auth::is_role(role))
        throw std::invalid_argument(
            "--role must be one of super-admin, admin, manager, customer, driver");
      std::string password;
      std::cerr << "Password (at least 10 characters): " << std::flush;
      std::getline(std::cin, password);
      if (auto problem = auth::password_problem(password)) throw std::invalid_argument(*problem);
      auth::Auth auth(*db);
      auto a = auth.create_admin(username, email, name, role, password, "cli");
      std::cout << "created " << a.role << " '" << a.username << "' (" << a.id << ")\n";
      return 0;
    }
    spdlog::info("{} migration(s) applied", applied);
    if (seed_cmd->parsed()) seed(*db);
    (void)migrate_cmd;
    return 0;
  } catch (const std::exception& e) {
    spdlog::critical("{}", e.what());
    return 1;
  }
}
