// Delivery reminders by text (docs/product.md, "Text messages"): from 18:00 to 21:00 Pakistan
// time the customers of the next day's planned stops are reminded ("tomorrow"), from 08:00 to
// 12:00 those of the day's ("today"): slot, bottles to drop, empties to keep ready and cash
// due. One per stop and kind (the outbox's event key), never for a stop that is not planned
// (cancelled, delivered, failed), within the outbox's quiet hours and daily cap per number.
#pragma once
#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

#include "db/database.hpp"
#include "mail/templates.hpp"
#include "messages/outbox.hpp"
#include "messages/worker.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

// One pass at `now`: returns how many reminders were written (0 outside the windows).
int queue_reminders(db::Database& db, const messages::Rules& rules, long long now);

// Runs queue_reminders and the renewal notices (app/renewal_notices.hpp) every interval_ms
// (AQUA_SCHEDULER_MS, as the subscriptions scheduler) and wakes the SMS worker when it wrote
// any.
class ReminderTask {
 public:
  ReminderTask(db::Database& db, messages::Rules rules, messages::Worker& sms, long interval_ms,
               subscriptions::Service& subs, std::function<mail::ShopInfo()> shop);
  ~ReminderTask();  // stops and joins
  ReminderTask(const ReminderTask&) = delete;
  ReminderTask& operator=(const ReminderTask&) = delete;
  int run_now();  // the test hook's "send reminders now": the reminders written

 private:
  void loop();
  db::Database& db_;
  messages::Rules rules_;
  messages::Worker& sms_;
  long interval_ms_;
  subscriptions::Service& subs_;
  std::function<mail::ShopInfo()> shop_;
  std::mutex mutex_, run_mutex_;
  std::condition_variable cv_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace aqua::app
