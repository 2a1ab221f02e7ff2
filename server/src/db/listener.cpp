#include "db/listener.hpp"

#include <libpq-fe.h>
#include <poll.h>
#include <spdlog/spdlog.h>

#include <chrono>

#include "core/thread_name.hpp"

namespace aqua::db {

PgListener::PgListener(std::string conninfo, std::string channel, std::function<void()> on_notify)
    : conninfo_(std::move(conninfo)),
      channel_(std::move(channel)),
      on_notify_(std::move(on_notify)) {
  thread_ = std::thread([this] { run(); });
}

PgListener::~PgListener() {
  stop_ = true;
  thread_.join();
}

void PgListener::run() {
  name_this_thread("aqua-listen");
  while (!stop_) {
    PGconn* conn = PQconnectdb(conninfo_.c_str());
    if (PQstatus(conn) != CONNECTION_OK) {
      PQfinish(conn);
      for (int i = 0; i < 20 && !stop_; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      continue;
    }
    PGresult* res = PQexec(conn, ("LISTEN " + channel_).c_str());
    bool ok = PQresultStatus(res) == PGRES_COMMAND_OK;
    PQclear(res);
    // Whatever happened while we were not listening may have changed the catalogue.
    if (ok) on_notify_();
    while (ok && !stop_) {
      pollfd pfd{PQsocket(conn), POLLIN, 0};
      int r = poll(&pfd, 1, 250);
      if (r < 0) break;
      if (r == 0) continue;
      if (!PQconsumeInput(conn)) break;
      bool notified = false;
      while (PGnotify* n = PQnotifies(conn)) {
        notified = true;
        PQfreemem(n);
      }
      if (notified) {
        try {
          on_notify_();
        } catch (const std::exception& e) {
          spdlog::warn("catalogue reload after NOTIFY failed: {}", e.what());
        }
      }
    }
    PQfinish(conn);
  }
}

}  // namespace aqua::db
