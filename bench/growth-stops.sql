-- Stops, lines, ledger and drivers' days for the orders bench/growth-data.sh made, on SQLite and
-- PostgreSQL (see docs/performance.md, "Delivery day"). bench/growth-dashboard.sh replaces each
-- $word with its engine's spelling: now (epoch ms), begin and end (the load's pragmas, and its
-- statistics: PostgreSQL's index-only scans need the visibility map a bulk load leaves empty),
-- seq (the order's number: SQLite's rowid, or from the id on PostgreSQL), delivery_day (the
-- order's delivery date, YYYY-MM-DD) and two_days_ago (a date).
$begin
INSERT INTO zones (id, name, city, created_at, updated_at) VALUES (1, 'F-7', 'Islamabad', $now, $now), (2, 'Saddar', 'Rawalpindi', $now, $now);
INSERT INTO zone_postal_codes (postal_code, zone_id) VALUES ('44000', 1), ('46000', 2);
INSERT INTO deliveries (source_key, order_id, delivery_date, slot, address, postal_code, city,
  customer_key, phone, name, bottles_due, empties_due, cash_due_paisa, notes, zone_id, driver_id,
  sequence, status, outcome_key, full_dropped, empties_collected, cash_collected_paisa, outcome_at,
  created_at, updated_at)
SELECT 'order:' || id, id, $delivery_day,
  CASE $seq % 4 WHEN 0 THEN '9am-12pm' WHEN 1 THEN '12pm-3pm' WHEN 2 THEN '3pm-6pm' ELSE '6pm-9pm' END,
  delivery_address, postal_code, city, 'e:' || email, phone, first_name || ' ' || last_name, 2, 2,
  CASE WHEN payment_method = 'cod' THEN total_paisa ELSE 0 END, '',
  CASE WHEN postal_code = '44000' THEN 1 ELSE 2 END, 'drv' || ($seq % 20), $seq % 150,
  CASE WHEN created_at >= $now - 86400000 THEN 'planned'
       WHEN $seq % 20 = 0 AND created_at >= $now - 3 * 86400000 THEN 'failed'
       ELSE 'delivered' END,
  CASE WHEN created_at >= $now - 86400000 THEN NULL ELSE 'k' || $seq END,
  CASE WHEN created_at >= $now - 86400000 THEN 0 ELSE 2 END,
  CASE WHEN created_at >= $now - 86400000 THEN 0 ELSE 2 END,
  CASE WHEN created_at >= $now - 86400000 OR payment_method <> 'cod' THEN 0 ELSE total_paisa END,
  CASE WHEN created_at >= $now - 86400000 THEN NULL ELSE created_at + 86400000 END,
  created_at, created_at
FROM orders;
INSERT INTO delivery_lines (delivery_id, product_id, name, quantity, returnable)
SELECT id, '1', '19 Liter Bottle (Without Stand)', 2, 1 FROM deliveries;
INSERT INTO bottle_ledger (customer_key, kind, bottles, deposit_paisa, delivery_id, order_id, created_at)
SELECT customer_key, 'dropped', 2, 0, id, order_id, outcome_at FROM deliveries WHERE status = 'delivered';
INSERT INTO bottle_ledger (customer_key, kind, bottles, deposit_paisa, delivery_id, order_id, created_at)
SELECT customer_key, 'collected', -2, 0, id, order_id, outcome_at FROM deliveries WHERE status = 'delivered';
INSERT INTO driver_days (driver_id, delivery_date, cash_collected_paisa, closed)
SELECT driver_id, delivery_date, SUM(cash_collected_paisa), CASE WHEN delivery_date < $two_days_ago THEN 1 ELSE 0 END
FROM deliveries GROUP BY driver_id, delivery_date;
INSERT INTO bottle_balances (customer_key, bottles, deposit_paisa)
SELECT customer_key, SUM(bottles), SUM(deposit_paisa) FROM bottle_ledger GROUP BY customer_key;
-- The totals migration 009 keeps (growth-data.sh wrote orders straight into the table).
DELETE FROM order_days;
INSERT INTO order_days (day, shard, orders, revenue_paisa)
SELECT (created_at + 18000000) / 86400000, 0, COUNT(*),
  SUM(CASE WHEN status <> 'cancelled' THEN total_paisa ELSE 0 END)
FROM orders GROUP BY (created_at + 18000000) / 86400000;
DELETE FROM bottle_totals;
INSERT INTO bottle_totals (shard, bottles, deposit_paisa)
SELECT 0, COALESCE(SUM(bottles), 0), COALESCE(SUM(deposit_paisa), 0) FROM bottle_balances;
$end
