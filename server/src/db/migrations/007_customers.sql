-- Customers: one row per customer key ('e:' + lower-cased e-mail, else 'p:' +
-- phone), kept in the order's transaction by the customers room (customers/store.cpp), so
-- the back office never derives customers from every order. The newest order's details win
-- (newest: latest created_at, then greatest id); totals count every order, money leaves out
-- cancelled ones. Lower-casing is ASCII only on both engines (as text::to_lower_ascii).
-- A statement after a line "-- only: sqlite" (or postgresql) runs on that engine only.

-- only: sqlite
CREATE TABLE customers (
  key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  -- Search columns (prefix matches, byte order): lower-cased name and last name, the phone
  -- without spaces, dashes, plus signs, brackets and dots.
  name_lc TEXT NOT NULL,
  last_lc TEXT NOT NULL,
  phone_search TEXT NOT NULL,
  total_orders BIGINT NOT NULL,
  total_spent_paisa BIGINT NOT NULL,
  last_order_at BIGINT NOT NULL,
  last_order_id TEXT NOT NULL,
  first_seen_at BIGINT NOT NULL
);

-- only: postgresql
CREATE TABLE customers (
  key TEXT COLLATE "C" PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  -- Search columns (prefix matches, byte order): lower-cased name and last name, the phone
  -- without spaces, dashes, plus signs, brackets and dots.
  name_lc TEXT COLLATE "C" NOT NULL,
  last_lc TEXT COLLATE "C" NOT NULL,
  phone_search TEXT COLLATE "C" NOT NULL,
  total_orders BIGINT NOT NULL,
  total_spent_paisa BIGINT NOT NULL,
  last_order_at BIGINT NOT NULL,
  last_order_id TEXT NOT NULL,
  first_seen_at BIGINT NOT NULL
);

-- The admin list: newest last order first, keyset-paginated on (last_order_at, key).
CREATE INDEX customers_recent ON customers (last_order_at, key);
CREATE INDEX customers_name ON customers (name_lc);
CREATE INDEX customers_last_name ON customers (last_lc);
CREATE INDEX customers_phone ON customers (phone_search);

-- One customer's orders (recounted when an order is cancelled, restored or deleted).
-- only: sqlite
CREATE INDEX orders_customer_key ON orders ((CASE WHEN email <> '' THEN 'e:' || lower(email) ELSE 'p:' || phone END), created_at);
-- only: postgresql
CREATE INDEX orders_customer_key ON orders ((CASE WHEN email <> '' THEN 'e:' || translate(email, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') ELSE 'p:' || phone END), created_at);

-- Customers of the orders placed before this migration, in one statement (one sort).

-- only: sqlite
INSERT INTO customers (key, name, email, phone, address, city, name_lc, last_lc,
  phone_search, total_orders, total_spent_paisa, last_order_at, last_order_id, first_seen_at)
SELECT k, first_name || ' ' || last_name, email, phone, address, city,
  lower(first_name || ' ' || last_name),
  lower(last_name),
  replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''),
  n, spent, created_at, id, first_seen
FROM (SELECT w.*,
    ROW_NUMBER() OVER (PARTITION BY k ORDER BY created_at DESC, id DESC) AS rn,
    COUNT(*) OVER (PARTITION BY k) AS n,
    SUM(CASE WHEN status <> 'cancelled' THEN total_paisa ELSE 0 END) OVER (PARTITION BY k) AS spent,
    MIN(created_at) OVER (PARTITION BY k) AS first_seen
  FROM (SELECT id, first_name, last_name, email, phone, address, city, status, total_paisa,
      created_at, CASE WHEN email <> '' THEN 'e:' || lower(email)
      ELSE 'p:' || phone END AS k
    FROM orders) w) x
WHERE rn = 1;

-- only: postgresql
INSERT INTO customers (key, name, email, phone, address, city, name_lc, last_lc,
  phone_search, total_orders, total_spent_paisa, last_order_at, last_order_id, first_seen_at)
SELECT k, first_name || ' ' || last_name, email, phone, address, city,
  translate(first_name || ' ' || last_name,
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
  translate(last_name,
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
  replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''),
  n, spent, created_at, id, first_seen
FROM (SELECT w.*,
    ROW_NUMBER() OVER (PARTITION BY k ORDER BY created_at DESC, id DESC) AS rn,
    COUNT(*) OVER (PARTITION BY k) AS n,
    SUM(CASE WHEN status <> 'cancelled' THEN total_paisa ELSE 0 END) OVER (PARTITION BY k) AS spent,
    MIN(created_at) OVER (PARTITION BY k) AS first_seen
  FROM (SELECT id, first_name, last_name, email, phone, address, city, status, total_paisa,
      created_at, CASE WHEN email <> '' THEN 'e:' || translate(email,
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
      ELSE 'p:' || phone END AS k
    FROM orders) w) x
WHERE rn = 1;

-- PostgreSQL plans the new table and index with statistics from the start, when there are
-- orders. Not on an empty shop: statistics of empty tables (0 rows, not "never analyzed")
-- made PostgreSQL plan a lookup by id as a scan of the whole table, and the connections kept
-- that plan while the table grew, until autovacuum analyzed it.
-- only: postgresql
DO $$ BEGIN IF EXISTS (SELECT 1 FROM orders) THEN ANALYZE customers; ANALYZE orders; END IF; END $$
LANGUAGE plpgsql;

-- Retention: sent mails whose bodies may still be pruned, oldest first. A mail
-- leaves this index when it is pruned; unsent and failed mails are never in it.
CREATE INDEX mail_outbox_sent_bodies ON mail_outbox (sent_at)
  WHERE status = 'sent' AND body_text <> '';
