// aquapure: the shop's one binary. serve (HTTP API + the built web app), migrate, seed.
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <cstdlib>
#include <filesystem>

#include "app/config.hpp"
#include "app/routes.hpp"
#include "catalog/catalog.hpp"
#include "catalog/seed.hpp"
#include "db/migrations.hpp"
#include "http/server.hpp"
#include "http/static_files.hpp"
#include "orders/service.hpp"
#include "settings/settings.hpp"

namespace {

using namespace aqua;

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
  db.write([](soci::session& s) {
    auto r = catalog::seed_defaults(s);
    int settings_added = settings::seed_defaults(s);
    if (r.products || r.plans || r.coupons || settings_added)
      spdlog::info("seeded {} products, {} plans, {} coupons, {} settings", r.products, r.plans,
                   r.coupons, settings_added);
  });
}

int serve(const app::Config& c) {
  auto db = open_database(c, static_cast<std::size_t>(std::max(4, c.threads * 2)));
  db::migrate(*db);
  seed(*db);
  catalog::Catalog catalog(*db, c.demo);
  orders::OrderService orders(*db, catalog);
  auto router = app::build_router({*db, catalog, orders});
  http::StaticFiles files(c.web_dir);
  http::ServerOptions opts;
  opts.host = c.host;
  opts.port = c.port;
  opts.threads = c.threads;
  opts.blocking_threads = std::max(4, c.threads * 2);
  opts.max_body = c.max_body;
  opts.common_headers = app::security_headers();
  http::Server server(opts, router, files);
  spdlog::info("mode: {}", c.demo ? "demo" : "production");
  server.run();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App cli{"AquaPure: the online shop of a bottled-water delivery business"};
  cli.require_subcommand(1);
  auto* serve_cmd = cli.add_subcommand("serve", "Serve the API and the web app");
  auto* migrate_cmd = cli.add_subcommand("migrate", "Apply database migrations");
  auto* seed_cmd = cli.add_subcommand("seed", "Apply migrations and add missing default data");
  CLI11_PARSE(cli, argc, argv);

  try {
    auto config = app::load_config([](const char* n) { return std::getenv(n); });
    spdlog::set_level(spdlog::level::from_str(config.log_level));
    if (serve_cmd->parsed()) return serve(config);
    auto db = open_database(config, 1);
    int applied = db::migrate(*db);
    spdlog::info("{} migration(s) applied", applied);
    if (seed_cmd->parsed()) seed(*db);
    (void)migrate_cmd;
    return 0;
  } catch (const std::exception& e) {
    spdlog::critical("{}", e.what());
    return 1;
  }
}
