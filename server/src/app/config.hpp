// Configuration from AQUA_* environment variables, with defaults for a local demo shop.
#pragma once
#include <cstdint>
#include <functional>
#include <string>

#include "core/limits.hpp"

namespace aqua::app {

struct Config {
  std::string host = "127.0.0.1";
  std::uint16_t port = 8080;
  std::string data_dir = "./data";
  std::string database_url;  // empty: SQLite at data_dir/aquapure.db
  std::string web_dir = "./web/dist";
  bool demo = true;  // AQUA_MODE=demo|production
  int threads = 0;   // 0: one per core
  int db_pool = 0;   // database connections; 0: the default for the engine (main.cpp)
  std::size_t max_body = 1024 * 1024;
  std::string sqlite_synchronous = "FULL";
  std::string log_level = "info";

  // Mail: SMTP when smtp_url is set, otherwise .eml files in data_dir/mail.
  std::string smtp_url, smtp_user, smtp_password;
  std::string mail_from = "AquaPure <orders@aquapure.pk>";
  long mail_retry_base_ms = 30'000;
  long mail_give_up_ms = 86'400'000;
  long mail_poll_ms = 1000;
  // Bodies of mails sent longer ago than this are emptied (app/retention.hpp).
  long mail_body_retention_days = 30;
  // Text messages: Kannel's sendsms when kannel_url is set, otherwise .txt files in
  // data_dir/sms. sms_secret guards the gateway's calls (delivery reports, incoming
  // messages); sms_callback_url is how the gateway reaches the shop (default public_url).
  std::string kannel_url, kannel_user, kannel_password, sms_from, sms_secret, sms_callback_url;
  int sms_daily_cap = 5;
  long sms_retry_base_ms = 30'000;
  long sms_poll_ms = 1000;
  bool test_hooks = false;
  bool trust_proxy = false;      // AQUA_TRUST_PROXY=1 behind nginx: client IP from X-Forwarded-For
  long read_timeout_ms = 20000;  // a slow client must send its whole request within this

  // Subscriptions: renewal orders are made this many days before their period; the
  // scheduler looks every scheduler_ms; public_url starts the manage links in mails.
  int renewal_lead_days = 3;
  int subscription_link_days = 60;  // AQUA_SUBSCRIPTION_LINK_DAYS
  // AQUA_TEST_CLOCK_OFFSET_MS, with AQUA_TEST_HOOKS=1 only: the server's clock starts moved by
  // this much (a restarted test server keeps the day its test is about).
  long long test_clock_offset_ms = 0;
  long scheduler_ms = 60'000;
  std::string public_url;  // empty: http://host:port
  // AQUA_MAP_TILE_URL (docs/deploy.md, "Map tiles"): the board's map tiles on the shop's own
  // origin, e.g. /tiles/{z}/{x}/{y}.png; empty: the map draws the sector grid itself.
  std::string map_tile_url;
  // Connection caps (docs/deploy.md, "Limits"). 0 for max_connections/max_streams: derived
  // from the open-file limit. The per-address connection cap is off behind a proxy.
  long max_connections = 0, max_connections_per_ip = 128, connection_reserve = 64;
  long max_streams = 0, max_streams_per_ip = 16;
  // Orders per client address, per e-mail and per phone; contact messages per address.
  AbuseLimits abuse;
  long session_max_hours = 12;  // absolute session lifetime, however active
  // Names this server for its mail claims; AQUA_INSTANCE, default host name:port.
  std::string instance;

  std::string sqlite_path() const { return data_dir + "/aquapure.db"; }
};

// Reads the environment through getenv (replaceable in tests). Throws std::invalid_argument
// with a message naming the variable when a value is unusable.
Config load_config(const std::function<const char*(const char*)>& getenv_fn);

}  // namespace aqua::app
