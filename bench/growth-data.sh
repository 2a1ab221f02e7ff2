#!/usr/bin/env bash
# Fills a migrated AquaPure database with a grown shop, straight through the project's own
# schema: PRODUCTS products (default 10,000) and ORDERS orders (default 1,000,000) with two
# lines each, spread over the last 400 days, 200,000 distinct customers.
#
# Usage: bench/growth-data.sh sqlite FILE.db
#        bench/growth-data.sh postgresql URL
# Env:   ORDERS, PRODUCTS
set -euo pipefail

engine="$1" target="$2"
ORDERS="${ORDERS:-1000000}"
PRODUCTS="${PRODUCTS:-10000}"
now_ms=$(($(date +%s) * 1000))
day_ms=86400000

# The same rows for both engines; only the row source and string functions differ.
#   SQLite: a recursive CTE counts 1..N; PostgreSQL: generate_series.
products_sql() {  # $1 = row source of i, $2 = zero-padded i (8 digits)
  cat <<SQL
INSERT INTO products (id, name, description, price_paisa, image, size, type, featured,
  has_exchange, deposit_paisa, is_active, sort_order, created_by, created_at, updated_at)
SELECT 'g' || i, 'Grown product ' || $2 || CASE i % 3 WHEN 0 THEN ' Bottle' WHEN 1 THEN ' Dispenser' ELSE ' Cup' END,
  'Bench product number ' || i || ' for the growth bench', 10000 + (i % 500) * 100,
  '/images/products/bottle-19l.svg', '19 Liter',
  CASE i % 3 WHEN 0 THEN 'bottle' WHEN 1 THEN 'dispenser' ELSE 'accessory' END,
  CASE WHEN i % 50 = 0 THEN 1 ELSE 0 END, 0, 0, 1, 100 + i, 'bench', $now_ms, $now_ms
FROM $1;
SQL
}

orders_sql() {  # $1 = row source of i, $2 = zero-padded i (9 digits), $3 = customer number
  cat <<SQL
INSERT INTO orders (id, access_token_hash, first_name, last_name, email, phone, address, city,
  postal_code, delivery_address, delivery_city, delivery_postal_code, notes, order_note,
  payment_method, status, payment_status, delivery_date, delivery_time, coupon_code,
  subtotal_paisa, discount_paisa, delivery_paisa, total_paisa, tracking_number, order_date,
  created_at, updated_at)
SELECT 'ORD-G' || $2, 'bench', 'First' || ($3 % 5000), 'Last' || ($3 % 997),
  'customer' || $3 || '@example.pk', '0300' || (1000000 + $3),
  'House ' || ($3 % 300) || ', Street ' || ($3 % 40), CASE WHEN i % 2 = 0 THEN 'Islamabad' ELSE 'Rawalpindi' END,
  CASE WHEN i % 2 = 0 THEN '44000' ELSE '46000' END,
  'House ' || ($3 % 300) || ', Street ' || ($3 % 40), CASE WHEN i % 2 = 0 THEN 'Islamabad' ELSE 'Rawalpindi' END,
  CASE WHEN i % 2 = 0 THEN '44000' ELSE '46000' END, '', '',
  CASE WHEN i % 4 = 0 THEN 'wallet' ELSE 'cod' END,
  CASE i % 10 WHEN 0 THEN 'cancelled' WHEN 1 THEN 'pending' WHEN 2 THEN 'processing' ELSE 'delivered' END,
  CASE WHEN i % 10 >= 3 THEN 'paid' ELSE 'pending' END,
  '2026-01-01', '9am-12pm', '', 61000, 0, 0, 61000, 'WD' || $2 || 'ABCD',
  $now_ms - (($ORDERS - i) * 400 * $day_ms / $ORDERS),
  $now_ms - (($ORDERS - i) * 400 * $day_ms / $ORDERS),
  $now_ms - (($ORDERS - i) * 400 * $day_ms / $ORDERS)
FROM $1;
INSERT INTO order_items (order_id, position, product_id, product_name, unit_paisa, deposit_paisa,
  quantity, purchase_type, has_bottle_exchange, line_total_paisa)
SELECT 'ORD-G' || $2, 0, '1', '19 Liter Bottle (Without Stand)', 25000, 0, 2, 'one-time', 1, 50000
FROM $1;
INSERT INTO order_items (order_id, position, product_id, product_name, unit_paisa, deposit_paisa,
  quantity, purchase_type, has_bottle_exchange, line_total_paisa)
SELECT 'ORD-G' || $2, 1, '2', '1.5 Litre Bottle (6 BOTTLES)', 11000, 0, 1, 'one-time', 0, 11000
FROM $1;
SQL
}

start=$SECONDS
case "$engine" in
  sqlite)
    seq_rows() { echo "(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) SELECT i FROM n)"; }
    {
      echo "PRAGMA journal_mode=WAL; PRAGMA synchronous=OFF; BEGIN;"
      products_sql "$(seq_rows "$PRODUCTS")" "printf('%08d', i)"
      orders_sql "$(seq_rows "$ORDERS")" "printf('%09d', i)" "(i * 7919 % 200000)"
      echo "COMMIT; ANALYZE;"
    } | sqlite3 "$target" >/dev/null
    ;;
  postgresql)
    seq_rows() { echo "generate_series(1::bigint, $1) AS n(i)"; }  # bigint: i * 400 days in ms
    {
      echo "BEGIN;"
      products_sql "$(seq_rows "$PRODUCTS")" "lpad(i::text, 8, '0')"
      orders_sql "$(seq_rows "$ORDERS")" "lpad(i::text, 9, '0')" "(i::bigint * 7919 % 200000)"
      # VACUUM sets the visibility map, as autovacuum does soon after a load like this one:
      # without it no index-only scan is possible.
      echo "COMMIT; VACUUM ANALYZE;"
    } | psql -q -v ON_ERROR_STOP=1 "$target"
    ;;
  *)
    echo "usage: bench/growth-data.sh sqlite FILE.db | postgresql URL" >&2
    exit 2
    ;;
esac
echo "growth data: $PRODUCTS products, $ORDERS orders in $((SECONDS - start)) s ($engine)"
