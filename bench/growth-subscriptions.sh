#!/usr/bin/env bash
# Admin subscriptions at growth size, for bench/growth.sh (sourced: subscriptions_fill after
# the growth data, subscriptions_bench inside measure).
#
# subscriptions_fill ENGINE TARGET: one Monthly subscription for every tenth grown order
# (100,000 at 1,000,000 orders; every seventh cancelled), written straight into the table
# with the order's customer and time, as growth-data.sh writes orders; picks a cursor deep
# in the list and one deep in the cancelled ones.
# subscriptions_bench: page 1 (with the count), page 2, the deep pages by cursor (a keyset
# page reads from the created_at index: it must cost what page 1 does), the status filter,
# searches by name and id; p50/p99 under wrk -c4 against the goal p99 <= 100 ms.

subscriptions_fill() {  # ENGINE TARGET
  local engine="$1" target="$2" n deep deep_cancelled
  customers_sql "$engine" "$target" "INSERT INTO subscriptions (id, order_id, position,
  product_id, product_name, plan_id, plan_name, frequency, bottles, unit_paisa, discount_bp,
  quantity, has_bottle_exchange, first_name, last_name, email, phone, address, city,
  postal_code, delivery_address, delivery_city, delivery_postal_code, payment_method, weekday,
  slot, split, start_date, status, created_at, updated_at)
SELECT 'SUB-G' || substr(id, 6), id, 0, '1', '19 Liter Bottle (Without Stand)', 'basic',
  'Basic', 'Monthly', 8, 25000, 0, 1, 1, first_name, last_name, email, phone, address, city,
  postal_code, delivery_address, delivery_city, delivery_postal_code, payment_method, 1,
  delivery_time, 'weekly', delivery_date,
  CASE WHEN CAST(substr(id, 6) AS INTEGER) % 70 = 0 THEN 'cancelled' ELSE 'active' END,
  created_at, updated_at
FROM orders WHERE id LIKE 'ORD-G%' AND CAST(substr(id, 6) AS INTEGER) % 10 = 0" >/dev/null
  n=$(customers_sql "$engine" "$target" 'SELECT COUNT(*) FROM subscriptions')
  record "$(printf '  %-40s %s' "subscriptions (one per tenth order)" "$n")"
  deep=$(customers_sql "$engine" "$target" "SELECT created_at || '.' || id FROM subscriptions ORDER BY created_at, id LIMIT 1 OFFSET 100")
  deep_cancelled=$(customers_sql "$engine" "$target" "SELECT created_at || '.' || id FROM subscriptions WHERE status = 'cancelled' ORDER BY created_at, id LIMIT 1 OFFSET 10")
  echo "$deep" >"${work:-/tmp}/subscriptions-deep-cursor"
  echo "$deep_cancelled" >"${work:-/tmp}/subscriptions-deep-cancelled-cursor"
}

subscriptions_bench() {  # with the server on $port and $cookie signed in
  local deep deep_cancelled page2
  deep=$(cat "${work:-/tmp}/subscriptions-deep-cursor" 2>/dev/null || true)
  deep_cancelled=$(cat "${work:-/tmp}/subscriptions-deep-cancelled-cursor" 2>/dev/null || true)
  page2=$(curl -fs -H "$cookie" "http://127.0.0.1:$port/api/admin/subscriptions?limit=20" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["nextCursor"] or "")')
  admin "subscriptions page 1 (+ count)" "/api/admin/subscriptions?limit=20" 100
  [[ -n "$page2" ]] && admin "subscriptions page 2" "/api/admin/subscriptions?limit=20&cursor=$page2" 100
  [[ -n "$deep" ]] && admin "subscriptions deep page (oldest 100)" "/api/admin/subscriptions?limit=20&cursor=$deep" 100
  admin "subscriptions status=cancelled" "/api/admin/subscriptions?status=cancelled&limit=20" 100
  [[ -n "$deep_cancelled" ]] && admin "subscriptions cancelled, deep page" \
    "/api/admin/subscriptions?status=cancelled&limit=20&cursor=$deep_cancelled" 100
  admin "subscriptions search by name" "/api/admin/subscriptions?q=First42%20Last7" 100
  admin "subscriptions search by id" "/api/admin/subscriptions?q=SUB-G000424240" 100
}
