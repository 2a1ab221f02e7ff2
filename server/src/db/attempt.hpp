// A part of a transaction that may fail alone: f runs inside its own SAVEPOINT; if it throws,
// only its changes are rolled back and the error is handed back (the rest of the transaction,
// e.g. a rate-limit hit and an audit entry of the refusal, still commits). Both engines.
#pragma once
#include <soci/soci.h>

#include <exception>

#include "db/prepared.hpp"

namespace aqua::db {

template <class F>
std::exception_ptr attempt(soci::session& s, F&& f) {
  s << "SAVEPOINT attempt";
  try {
    f();
    s << "RELEASE attempt";
    return nullptr;
  } catch (...) {
    auto error = std::current_exception();
    try {  // what f left waiting (db::exec_deferred) is sent, then undone with the rest
      flush(s);
    } catch (const soci::soci_error&) {
    }
    s << "ROLLBACK TO attempt";
    s << "RELEASE attempt";
    return error;
  }
}

}  // namespace aqua::db
