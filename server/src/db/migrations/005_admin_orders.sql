-- The admin orders list at a million orders: keyset pages newest first, an index
-- for every filter, and a search index over order id, name, e-mail and phone.

-- Keyset pages: ORDER BY created_at DESC, id DESC, with or without a status filter.
-- (created_at, id) also serves every query the old created_at index served.
DROP INDEX orders_created_at;
CREATE INDEX orders_created_id ON orders (created_at, id);
CREATE INDEX orders_status_created_id ON orders (status, created_at, id);

-- An e-mail search (text with an @) is a prefix of the e-mail, any case: a range on this
-- index. An order id search (ORD-…) is a prefix of the primary key; on PostgreSQL both need
-- the pattern operator class so LIKE 'prefix%' uses them whatever the database's collation.
-- only: sqlite
CREATE INDEX orders_email_lower ON orders (lower(email));
-- only: postgresql
CREATE INDEX orders_email_lower ON orders (lower(email) text_pattern_ops);
-- only: postgresql
CREATE INDEX orders_id_pattern ON orders (id text_pattern_ops);

-- Word search (every word of the query a prefix of a word of the id, name, e-mail or phone;
-- the phone also as its digits alone). SQLite: an FTS5 index over a view of orders, kept in
-- step by triggers (rowid = orders.rowid), built here for the orders that exist.
-- only: sqlite
CREATE VIEW orders_search AS SELECT rowid AS rid, first_name || ' ' || last_name AS name,
  id || ' ' || email || ' ' || phone || ' ' ||
  replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')
  AS contact FROM orders;
-- only: sqlite
CREATE VIRTUAL TABLE orders_fts USING fts5(name, contact, content = 'orders_search',
  content_rowid = 'rid', tokenize = 'unicode61 remove_diacritics 2');
-- only: sqlite
CREATE TRIGGER orders_fts_insert AFTER INSERT ON orders BEGIN
  INSERT INTO orders_fts (rowid, name, contact) VALUES (new.rowid,
    new.first_name || ' ' || new.last_name,
    new.id || ' ' || new.email || ' ' || new.phone || ' ' ||
    replace(replace(replace(replace(replace(new.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')); END;
-- only: sqlite
CREATE TRIGGER orders_fts_delete AFTER DELETE ON orders BEGIN
  INSERT INTO orders_fts (orders_fts, rowid, name, contact) VALUES ('delete', old.rowid,
    old.first_name || ' ' || old.last_name,
    old.id || ' ' || old.email || ' ' || old.phone || ' ' ||
    replace(replace(replace(replace(replace(old.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')); END;
-- only: sqlite
CREATE TRIGGER orders_fts_update AFTER UPDATE OF id, first_name, last_name, email, phone ON orders BEGIN
  INSERT INTO orders_fts (orders_fts, rowid, name, contact) VALUES ('delete', old.rowid,
    old.first_name || ' ' || old.last_name,
    old.id || ' ' || old.email || ' ' || old.phone || ' ' ||
    replace(replace(replace(replace(replace(old.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')); INSERT INTO orders_fts (rowid, name, contact) VALUES (new.rowid,
    new.first_name || ' ' || new.last_name,
    new.id || ' ' || new.email || ' ' || new.phone || ' ' ||
    replace(replace(replace(replace(replace(new.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')); END;
-- only: sqlite
INSERT INTO orders_fts (orders_fts) VALUES ('rebuild');

-- PostgreSQL: a GIN index on the same words as a tsvector (kept by PostgreSQL itself). The
-- expression must stay exactly as orders/admin_query.cpp writes it, or the index is unused.
-- only: postgresql
CREATE INDEX orders_search_words ON orders USING GIN (to_tsvector('simple'::regconfig,
  regexp_replace(lower(id || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' ||
  phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')), '[^[:alnum:]]+', ' ', 'g')));
