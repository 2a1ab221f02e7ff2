// A rule the data must obey, as a query that returns one row per violation (its columns
// describe it). Each room names its own; `aquapure check` (app/check.cpp) runs them all.
#pragma once
#include <string>

namespace aqua::db {

struct Invariant {
  std::string name;  // what must hold, in words: "a customer's balance is the sum of …"
  std::string sql;   // SELECT … returning the rows that break it (none: it holds)
};

}  // namespace aqua::db
