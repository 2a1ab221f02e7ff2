#include "app/sms_reminders.hpp"

#include <spdlog/spdlog.h>

#include "app/outcome_sms.hpp"
#include "app/renewal_notices.hpp"
#include "core/clock.hpp"
#include "core/thread_name.hpp"
#include "delivery/service.hpp"
#include "messages/reminders.hpp"

namespace aqua::app {

namespace {
constexpr int kEveningFrom = 18 * 60, kEveningTo = 21 * 60;
constexpr int kMorningFrom = 8 * 60, kMorningTo = 12 * 60;
constexpr long long kDayMs = 86'400'000;
}  // namespace

int queue_reminders(db::Database& db, const messages::Rules& rules, long long now) {
  int minutes = clock::pakistan_minutes_of_day(now);
  bool evening = minutes >= kEveningFrom && minutes < kEveningTo;
  bool morning = minutes >= kMorningFrom && minutes < kMorningTo;
  if (!evening && !morning) return 0;
  std::string date = clock::pakistan_date(evening ? now + kDayMs : now);
  std::string kind = evening ? "reminder_evening" : "reminder_morning";
  return db.write([&](soci::session& s) {
    int written = 0;
    for (const auto& st : delivery::Service::planned_stops_on(s, date)) {
      if (st.phone.empty()) continue;
      std::string number = st.order_id.empty() ? st.subscription_id : st.order_id;
      messages::ReminderStop r{number,         st.slot,           st.bottles_due,
                               st.empties_due, st.cash_due_paisa, evening};
      auto status =
          messages::enqueue(s,
                            {kind + ":" + std::to_string(st.id), kind, st.phone,
                             messages::reminder_text(r, stop_language(s, st)), st.order_id},
                            now, rules);
      if (!status.empty()) ++written;
    }
    return written;
  });
}

ReminderTask::ReminderTask(db::Database& db, messages::Rules rules, messages::Worker& sms,
                           long interval_ms, subscriptions::Service& subs,
                           std::function<mail::ShopInfo()> shop)
    : db_(db),
      rules_(rules),
      sms_(sms),
      interval_ms_(interval_ms),
      subs_(subs),
      shop_(std::move(shop)),
      thread_([this] { loop(); }) {}

ReminderTask::~ReminderTask() {
  {
    std::lock_guard lk(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

int ReminderTask::run_now() {
  std::lock_guard lk(run_mutex_);
  long long now = clock::now_ms();
  int n = queue_reminders(db_, rules_, now);
  int told = queue_renewal_notices(db_, subs_, rules_, shop_(), now);
  if (n > 0 || told > 0) sms_.wake();
  return n;
}

void ReminderTask::loop() {
  name_this_thread("aqua-reminders");
  for (;;) {
    try {
      run_now();
    } catch (const std::exception& e) {
      spdlog::warn("sms reminders: {}", e.what());
    }
    std::unique_lock lk(mutex_);
    if (cv_.wait_for(lk, std::chrono::milliseconds(interval_ms_), [this] { return stop_.load(); }))
      return;
  }
}

}  // namespace aqua::app
