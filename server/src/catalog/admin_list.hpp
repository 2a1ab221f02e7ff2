// GET /api/admin/products: the admin products list by cursor pages.
#pragma once
#include "db/database.hpp"
#include "http/message.hpp"

namespace aqua::catalog {

// ?q=&type=&featured=&limit=&cursor=: every product (inactive too) in display order, the
// public list's filters and limits; nextCursor ("<sort order>.<created at>.<id>" of the last
// one) asks for the next page, null at the end; total counts the matches up to 10,000
// (totalCapped: more match). `offset` is refused: pages go by cursor.
http::Response list_admin_products(db::Database& db, const http::Request& req);

}  // namespace aqua::catalog
