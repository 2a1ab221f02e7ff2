#include "app/config.hpp"

#include <unistd.h>

#include <charconv>
#include <set>
#include <stdexcept>
#include <thread>

namespace aqua::app {

namespace {
// spdlog reads an unknown level as "off": a typo must not silence the shop's log.
std::string log_level(const std::string& v) {
  static const std::set<std::string> levels{"trace", "debug", "info",     "warn", "warning",
                                            "error", "err",   "critical", "off"};
  if (!levels.contains(v))
    throw std::invalid_argument(
        "AQUA_LOG_LEVEL must be trace, debug, info, warn, error, critical or off");
  return v;
}

long parse_number(const char* name, const std::string& value, long min, long max) {
  long out = 0;
  auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), out);
  if (ec != std::errc() || p != value.data() + value.size() || out < min || out > max)
    throw std::invalid_argument(std::string(name) + " must be a number from " +
                                std::to_string(min) + " to " + std::to_string(max) + ", got '" +
                                value + "'");
  return out;
}
// "COUNT/SECONDS", e.g. 10/3600: ten per hour.
Rate parse_rate(const char* name, const std::string& value) {
  auto slash = value.find('/');
  if (slash == std::string::npos)
    throw std::invalid_argument(std::string(name) + " must look like COUNT/SECONDS, e.g. 10/3600");
  return {parse_number(name, value.substr(0, slash), 1, 1'000'000),
          parse_number(name, value.substr(slash + 1), 1, 86'400)};
}

// Text messages: the Kannel gateway (or the folder sender), its secret and callback.
void load_sms(Config& c, const std::function<std::string(const char*)>& get) {
  if (auto v = get("AQUA_KANNEL_URL"); !v.empty()) {
    if (v.rfind("http://", 0) != 0 && v.rfind("https://", 0) != 0)
      throw std::invalid_argument("AQUA_KANNEL_URL must start with http:// or https://");
    c.kannel_url = v;
  }
  c.kannel_user = get("AQUA_KANNEL_USER");
  c.kannel_password = get("AQUA_KANNEL_PASSWORD");
  c.sms_from = get("AQUA_SMS_FROM");
  c.sms_secret = get("AQUA_SMS_SECRET");
  if (!c.sms_secret.empty() && c.sms_secret.size() < 16)
    throw std::invalid_argument("AQUA_SMS_SECRET must have at least 16 characters");
  c.sms_callback_url = get("AQUA_SMS_CALLBACK_URL");
  if (auto v = get("AQUA_SMS_DAILY_CAP"); !v.empty())
    c.sms_daily_cap = static_cast<int>(parse_number("AQUA_SMS_DAILY_CAP", v, 1, 100));
  if (auto v = get("AQUA_SMS_RETRY_BASE_MS"); !v.empty())
    c.sms_retry_base_ms = parse_number("AQUA_SMS_RETRY_BASE_MS", v, 10, 3'600'000);
  if (auto v = get("AQUA_SMS_POLL_MS"); !v.empty())
    c.sms_poll_ms = parse_number("AQUA_SMS_POLL_MS", v, 10, 60'000);
}

// Mail: SMTP (or the folder sender), retries, polling.
void load_mail(Config& c, const std::function<std::string(const char*)>& get) {
  if (auto v = get("AQUA_SMTP_URL"); !v.empty()) {
    if (v.rfind("smtp://", 0) != 0 && v.rfind("smtps://", 0) != 0)
      throw std::invalid_argument("AQUA_SMTP_URL must start with smtp:// or smtps://");
    c.smtp_url = v;
  }
  c.smtp_user = get("AQUA_SMTP_USER");
  c.smtp_password = get("AQUA_SMTP_PASSWORD");
  if (auto v = get("AQUA_MAIL_FROM"); !v.empty()) c.mail_from = v;
  if (auto v = get("AQUA_MAIL_RETRY_BASE_MS"); !v.empty())
    c.mail_retry_base_ms = parse_number("AQUA_MAIL_RETRY_BASE_MS", v, 10, 3'600'000);
  if (auto v = get("AQUA_MAIL_GIVE_UP_MS"); !v.empty())
    c.mail_give_up_ms = parse_number("AQUA_MAIL_GIVE_UP_MS", v, 1000, 30L * 86'400'000);
  if (auto v = get("AQUA_MAIL_POLL_MS"); !v.empty())
    c.mail_poll_ms = parse_number("AQUA_MAIL_POLL_MS", v, 10, 60'000);
  load_sms(c, get);  // text messages, beside mails
}

// Subscriptions' renewals and links, the scheduler, and (test hooks only) a moved clock.
void load_operations(Config& c, const std::function<std::string(const char*)>& get) {
  if (auto v = get("AQUA_TEST_CLOCK_OFFSET_MS"); c.test_hooks && !v.empty())
    c.test_clock_offset_ms =
        parse_number("AQUA_TEST_CLOCK_OFFSET_MS", v, -3'650LL * 86'400'000, 3'650LL * 86'400'000);
  if (auto v = get("AQUA_RENEWAL_LEAD_DAYS"); !v.empty())
    c.renewal_lead_days = static_cast<int>(parse_number("AQUA_RENEWAL_LEAD_DAYS", v, 0, 14));
  if (auto v = get("AQUA_SUBSCRIPTION_LINK_DAYS"); !v.empty())
    c.subscription_link_days =
        static_cast<int>(parse_number("AQUA_SUBSCRIPTION_LINK_DAYS", v, 0, 3650));
  if (auto v = get("AQUA_SCHEDULER_MS"); !v.empty())
    c.scheduler_ms = parse_number("AQUA_SCHEDULER_MS", v, 100, 86'400'000);
}

void load_limits(Config& c, const std::function<std::string(const char*)>& get) {
  auto number = [&](const char* name, long& into, long min, long max) {
    if (auto v = get(name); !v.empty()) into = parse_number(name, v, min, max);
  };
  if (c.trust_proxy) c.max_connections_per_ip = 0;  // every connection comes from the proxy
  number("AQUA_MAX_CONNECTIONS", c.max_connections, 0, 1'000'000);
  number("AQUA_MAX_CONNECTIONS_PER_IP", c.max_connections_per_ip, 0, 1'000'000);
  number("AQUA_CONNECTION_RESERVE", c.connection_reserve, 2, 10'000);
  number("AQUA_MAX_STREAMS", c.max_streams, 0, 1'000'000);
  number("AQUA_MAX_STREAMS_PER_IP", c.max_streams_per_ip, 0, 1'000'000);
  number("AQUA_SESSION_MAX_HOURS", c.session_max_hours, 1, 24L * 30);
  number("AQUA_MAIL_BODY_RETENTION_DAYS", c.mail_body_retention_days, 1, 3650);
  if (auto v = get("AQUA_ORDER_RATE"); !v.empty())
    c.abuse.order_per_address = parse_rate("AQUA_ORDER_RATE", v);
  if (auto v = get("AQUA_ORDER_CUSTOMER_RATE"); !v.empty())
    c.abuse.order_per_customer = parse_rate("AQUA_ORDER_CUSTOMER_RATE", v);
  if (auto v = get("AQUA_CONTACT_RATE"); !v.empty())
    c.abuse.contact_per_address = parse_rate("AQUA_CONTACT_RATE", v);
}
}  // namespace

Config load_config(const std::function<const char*(const char*)>& env) {
  Config c;
  auto get = [&](const char* name) -> std::string {
    const char* v = env(name);
    return v ? std::string(v) : std::string();
  };
  if (auto v = get("AQUA_HOST"); !v.empty()) c.host = v;
  if (auto v = get("AQUA_PORT"); !v.empty())
    c.port = static_cast<std::uint16_t>(parse_number("AQUA_PORT", v, 1, 65535));
  if (auto v = get("AQUA_DATA_DIR"); !v.empty()) c.data_dir = v;
  if (auto v = get("AQUA_DATABASE_URL"); !v.empty()) {
    if (v.rfind("postgresql://", 0) != 0 && v.rfind("postgres://", 0) != 0)
      throw std::invalid_argument(
          "AQUA_DATABASE_URL must start with postgresql:// (leave it unset for SQLite)");
    c.database_url = v;
  }
  if (auto v = get("AQUA_WEB_DIR"); !v.empty()) c.web_dir = v;
  if (auto v = get("AQUA_MODE"); !v.empty()) {
    if (v != "demo" && v != "production")
      throw std::invalid_argument("AQUA_MODE must be demo or production, got '" + v + "'");
    c.demo = v == "demo";
  }
  if (auto v = get("AQUA_THREADS"); !v.empty())
    c.threads = static_cast<int>(parse_number("AQUA_THREADS", v, 1, 256));
  if (c.threads == 0)
    c.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  if (auto v = get("AQUA_DB_POOL"); !v.empty())
    c.db_pool = static_cast<int>(parse_number("AQUA_DB_POOL", v, 1, 256));
  if (auto v = get("AQUA_MAX_BODY"); !v.empty())
    c.max_body = static_cast<std::size_t>(parse_number("AQUA_MAX_BODY", v, 1024, 64L << 20));
  if (auto v = get("AQUA_SQLITE_SYNCHRONOUS"); !v.empty()) {
    if (v != "FULL" && v != "NORMAL" && v != "EXTRA")
      throw std::invalid_argument("AQUA_SQLITE_SYNCHRONOUS must be FULL, NORMAL or EXTRA");
    c.sqlite_synchronous = v;
  }
  if (auto v = get("AQUA_LOG_LEVEL"); !v.empty()) c.log_level = log_level(v);
  load_mail(c, get);
  c.test_hooks = get("AQUA_TEST_HOOKS") == "1";
  c.trust_proxy = get("AQUA_TRUST_PROXY") == "1";
  if (auto v = get("AQUA_READ_TIMEOUT_MS"); !v.empty())
    c.read_timeout_ms = parse_number("AQUA_READ_TIMEOUT_MS", v, 100, 600'000);
  load_operations(c, get);
  c.public_url = get("AQUA_PUBLIC_URL");
  c.map_tile_url = get("AQUA_MAP_TILE_URL");
  if (!c.map_tile_url.empty() && (c.map_tile_url[0] != '/' || c.map_tile_url.rfind("//", 0) == 0))
    throw std::invalid_argument(
        "AQUA_MAP_TILE_URL must be a path on this shop, e.g. /tiles/{z}/{x}/{y}.png");
  while (!c.public_url.empty() && c.public_url.back() == '/') c.public_url.pop_back();
  if (c.public_url.empty()) c.public_url = "http://" + c.host + ":" + std::to_string(c.port);
  load_limits(c, get);
  c.instance = get("AQUA_INSTANCE");
  if (c.instance.empty()) {
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    c.instance = std::string(host) + ":" + std::to_string(c.port);
  }
  return c;
}

}  // namespace aqua::app
