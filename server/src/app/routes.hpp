// The route table: every feature's routes, plus health.
#pragma once
#include "app/retention.hpp"
#include "auth/auth.hpp"
#include "catalog/catalog.hpp"
#include "contact/routes.hpp"
#include "core/limits.hpp"
#include "db/database.hpp"
#include "delivery/service.hpp"
#include "http/router.hpp"
#include "messages/routes.hpp"
#include "orders/service.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

struct Services {
  db::Database& db;
  catalog::Catalog& catalog;
  orders::OrderService& orders;
  contact::OnStored on_contact;
  auth::Auth& auth;
  std::string uploads_dir;
  std::function<void()> wake_mailer;
  bool test_hooks = false;  // AQUA_TEST_HOOKS=1: lets API tests move the clock
  subscriptions::Service* subscriptions = nullptr;
  std::function<int()> run_scheduler;  // the test hook's "run the scheduler now"
  AbuseLimits abuse{};
  delivery::Service* delivery = nullptr;  // stops, dispatch, drivers (when wired)
  std::function<Pruned()> run_retention;  // the test hook's "prune now"
  // Text messages: the gateway's shared secret (empty: its routes answer 404) and the
  // SMS worker's wake-up.
  std::string sms_secret;
  std::function<void()> wake_sms;
  messages::Hooks sms;                 // replies (app/on_sms_reply.cpp), staff messages
  std::function<int()> run_reminders;  // the test hook's "send delivery reminders now"
};

http::Router build_router(Services services);

// Security headers sent with every response.
http::Headers security_headers();

}  // namespace aqua::app
