// The query of an admin list read by cursor (keyset) pages: `limit` and `cursor`. A cursor
// is "<n1>.<n2>…<key>": the ordering numbers and the id of the last row shown, as the list's
// nextCursor gave it, so the next page starts right after that row however many rows arrive.
#pragma once
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/api_error.hpp"
#include "http/message.hpp"

namespace aqua::http {

struct Cursor {
  std::vector<long long> numbers;  // the ordering numbers, in order
  std::string key;                 // the row's id (never empty)
};

// `limit`: fallback when absent; a whole number from 1 to max, else 422 naming the field.
int limit_param(const Request& req, int fallback, int max);
// `cursor` with `numbers` numbers and a key of at most max_key bytes; none when absent or
// empty; anything a list did not give → 400 "Invalid cursor: …".
std::optional<Cursor> cursor_param(const Request& req, std::size_t numbers,
                                   std::size_t max_key = 40);
// `before` of a list paged by id, newest first (the outboxes): 0 when absent, else a whole
// number from 1 → else 400 "Invalid cursor: it must be a nextCursor the <list> gave".
long long before_param(const Request& req, std::string_view list);
// The 400 for a cursor the list did not give.
ApiError invalid_cursor();
std::string cursor_text(std::initializer_list<long long> numbers, std::string_view key);

}  // namespace aqua::http
