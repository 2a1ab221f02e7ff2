#include "core/clock.hpp"

#include <algorithm>
#include <atomic>

#include <chrono>
#include <cstdio>
#include <mutex>

namespace aqua::clock {

namespace {
std::mutex g_mutex;
std::function<std::int64_t()> g_fake;

constexpr std::int64_t kPakistanOffsetMs = 5LL * 60 * 60 * 1000;

std::string format_ymd(std::int64_t epoch_ms, bool with_time) {
  using namespace std::chrono;
  auto tp = sys_time<milliseconds>(milliseconds(epoch_ms));
  auto day = floor<days>(tp);
  year_month_day ymd(day);
  auto tod = hh_mm_ss<milliseconds>(tp - day);
  char buf[32];
  if (with_time) {
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02uT%02d:%02d:%02dZ", int(ymd.year()),
                  unsigned(ymd.month()), unsigned(ymd.day()), int(tod.hours().count()),
                  int(tod.minutes().count()), int(tod.seconds().count()));
  } else {
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", int(ymd.year()), unsigned(ymd.month()),
                  unsigned(ymd.day()));
  }
  return buf;
}
}  // namespace

std::int64_t now_ms() {
  {
    std::lock_guard lk(g_mutex);
    if (g_fake) return g_fake();
  }
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

std::int64_t latest_ms() {
  static std::atomic<std::int64_t> high{0};
  auto now = now_ms();
  auto seen = high.load();
  while (now > seen && !high.compare_exchange_weak(seen, now)) {
  }
  return std::max(now, seen);
}

void set_for_testing(std::function<std::int64_t()> fn) {
  std::lock_guard lk(g_mutex);
  g_fake = std::move(fn);
}

void move_for_testing(std::int64_t offset_ms) {
  set_for_testing([offset_ms] {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count() + offset_ms;
  });
}

std::string iso_utc(std::int64_t epoch_ms) {
  return format_ymd(epoch_ms, true);
}

std::optional<std::int64_t> parse_iso_utc(std::string_view s) {
  auto num = [&s](std::size_t at, std::size_t len) -> int {
    int v = 0;
    for (std::size_t i = at; i < at + len; ++i) {
      if (i >= s.size() || s[i] < '0' || s[i] > '9') return -1;
      v = v * 10 + (s[i] - '0');
    }
    return v;
  };
  bool millis = s.size() == 24 && s[19] == '.';
  if ((s.size() != 20 && !millis) || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' ||
      s[16] != ':' || s.back() != 'Z')
    return std::nullopt;
  int y = num(0, 4), mo = num(5, 2), d = num(8, 2), h = num(11, 2), mi = num(14, 2),
      se = num(17, 2);
  int ms = millis ? num(20, 3) : 0;
  if (y < 1970 || mo < 1 || mo > 12 || d < 1 || h < 0 || h > 23 || mi < 0 || mi > 59 || se < 0 ||
      se > 59 || ms < 0)
    return std::nullopt;
  std::chrono::year_month_day ymd{std::chrono::year(y),
                                  std::chrono::month(static_cast<unsigned>(mo)),
                                  std::chrono::day(static_cast<unsigned>(d))};
  if (!ymd.ok()) return std::nullopt;
  std::int64_t days = std::chrono::sys_days(ymd).time_since_epoch().count();
  return ((days * 24 + h) * 60 + mi) * 60'000LL + se * 1000LL + ms;
}

std::string pakistan_date(std::int64_t epoch_ms) {
  return format_ymd(epoch_ms + kPakistanOffsetMs, false);
}

int pakistan_minutes_of_day(std::int64_t epoch_ms) {
  std::int64_t local = epoch_ms + kPakistanOffsetMs;
  std::int64_t day_ms = 24LL * 60 * 60 * 1000;
  std::int64_t in_day = ((local % day_ms) + day_ms) % day_ms;
  return static_cast<int>(in_day / 60000);
}

std::string pakistan_time_text(std::int64_t epoch_ms) {
  using namespace std::chrono;
  static const char* months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                 "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  auto tp = sys_time<milliseconds>(milliseconds(epoch_ms + kPakistanOffsetMs));
  auto day = floor<days>(tp);
  year_month_day ymd(day);
  auto tod = hh_mm_ss<milliseconds>(tp - day);
  char buf[48];
  std::snprintf(buf, sizeof buf, "%u %s %d, %02d:%02d PKT", unsigned(ymd.day()),
                months[unsigned(ymd.month()) - 1], int(ymd.year()), int(tod.hours().count()),
                int(tod.minutes().count()));
  return buf;
}

std::string date_text(const std::string& ymd) {
  using namespace std::chrono;
  static const char* months[] = {"January",   "February", "March",    "April",
                                 "May",       "June",     "July",     "August",
                                 "September", "October",  "November", "December"};
  static const char* weekdays[] = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                   "Thursday", "Friday", "Saturday"};
  int y = 0;
  unsigned m = 0, d = 0;
  char tail = 0;
  if (ymd.size() != 10 || std::sscanf(ymd.c_str(), "%4d-%2u-%2u%c", &y, &m, &d, &tail) != 3)
    return ymd;
  year_month_day date{year(y), month(m), day(d)};
  if (!date.ok()) return ymd;
  weekday wd{sys_days(date)};
  return std::string(weekdays[wd.c_encoding()]) + ", " + std::to_string(d) + " " + months[m - 1] +
         " " + std::to_string(y);
}

}  // namespace aqua::clock
