// The admin orders list's SQL, built from its filters (pure; unit-tested): keyset pages
// newest first (created_at DESC, id DESC) behind an opaque cursor, the status filter, and a
// search that is always an index lookup: an order id prefix (ORD-…) on the primary key, an
// e-mail prefix (text with an @) on lower(email), otherwise every word a word of the id,
// name, e-mail or phone, the last one perhaps cut short (SQLite FTS5 orders_fts; PostgreSQL a
// tsvector GIN index).
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aqua::orders::admin_query {

// A position in the list: the last order shown (older: the next page goes on after it) or
// the first (older false: the page before it, newer orders).
struct Cursor {
  bool older = true;
  long long created_at = 0;
  std::string id;
};
std::string encode_cursor(const Cursor& c);
// nullopt when the text is not a cursor this server wrote.
std::optional<Cursor> decode_cursor(std::string_view text);

enum class SearchKind { none, nothing, id_prefix, email_prefix, words };
struct Search {
  SearchKind kind = SearchKind::none;
  std::string value;  // the id (upper case), e-mail (lower case) or the engine's word query
  // Two words or more: the whole words go to the index and the last word (lower case), which
  // may be cut short, is matched on the rows they found (an index prefix search merges every
  // word the prefix starts: `last7` is 111 words and 111,000 orders at 1M, 40-150 ms).
  std::string last_word;
};
// How to search for q (already trimmed) on SQLite or PostgreSQL.
Search plan_search(std::string_view q, bool sqlite);

struct Param {
  bool is_text = true;
  std::string text;
  long long number = 0;
};
struct Sql {
  std::string text;
  std::vector<Param> params;  // in placeholder order
};

struct ListSpec {
  std::string status;  // empty: any
  Search search;
  std::optional<Cursor> cursor;
  int limit = 50;  // rows to fetch (the caller asks one more than it shows)
};
// SELECT `columns` (qualified with "o.") for one page, newest first; a cursor with
// older == false reads newest-last from it (the caller reverses those rows).
Sql page_sql(const ListSpec& spec, bool sqlite, const std::string& columns);
// How many orders match (ignoring the cursor), counting at most cap + 1.
Sql count_sql(const ListSpec& spec, bool sqlite, int cap);

}  // namespace aqua::orders::admin_query
