// Time in one place: epoch milliseconds for storage, ISO-8601 for JSON, Pakistan's calendar
// (UTC+5, no daylight saving) for "today". Tests replace the clock to control time.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace aqua::clock {

std::int64_t now_ms();
// The latest now_ms() this process has seen: never goes back when the clock does, so a
// deadline that has passed stays passed (sessions).
std::int64_t latest_ms();
// For tests: a function returning epoch ms, or nullptr for the real clock.
void set_for_testing(std::function<std::int64_t()> fn);
// Tests: the real clock moved by offset_ms (0: the real clock).
void move_for_testing(std::int64_t offset_ms);

std::string iso_utc(std::int64_t epoch_ms);  // 2026-11-23T04:00:00Z
// "2026-11-23T04:00:00Z" or with milliseconds ("…:00.250Z") to epoch ms; nullopt otherwise.
std::optional<std::int64_t> parse_iso_utc(std::string_view s);
std::string pakistan_date(std::int64_t epoch_ms);    // 2026-11-23, in UTC+5
int pakistan_minutes_of_day(std::int64_t epoch_ms);  // 0..1439, in UTC+5

// For people (mails, CSV): the JSON API keeps ISO-8601.
std::string pakistan_time_text(std::int64_t epoch_ms);  // 24 Nov 2026, 00:54 PKT
std::string date_text(const std::string& ymd);          // 2026-11-24 -> Tuesday, 24 November 2026

}  // namespace aqua::clock
