-- The admin subscriptions list at growth size, as the admin orders list (migration 005): a
-- statement per filter shape, each an index lookup, keyset pages newest first and a bounded
-- count (subscriptions/list_query.cpp).

-- Keyset pages: ORDER BY created_at DESC, id DESC, with or without a status; paused_until
-- rides along so "active" (not paused today) pages and counts read the index alone.
DROP INDEX IF EXISTS subscriptions_created_at;
CREATE INDEX subscriptions_created_id ON subscriptions (created_at, id);
CREATE INDEX subscriptions_status_created_id ON subscriptions (status, created_at, id, paused_until);
-- "paused" (paused after today) and activeCount (active, not paused today): a range on this.
CREATE INDEX subscriptions_status_paused ON subscriptions (status, paused_until);

-- A search for SUB-… is a prefix of the id, ORD-… a prefix of the order, text with an @ a
-- prefix of the e-mail, any case. On PostgreSQL LIKE 'prefix%' needs the pattern operator
-- class to use an index whatever the database's collation (its = still uses them).
-- only: postgresql
CREATE INDEX subscriptions_id_pattern ON subscriptions (id text_pattern_ops);
-- only: postgresql
CREATE INDEX subscriptions_order_pattern ON subscriptions (order_id text_pattern_ops);
-- only: postgresql
DROP INDEX IF EXISTS subscriptions_email_lower;
-- only: postgresql
CREATE INDEX subscriptions_email_lower ON subscriptions (lower(email) text_pattern_ops);

-- Word search (every word of the query a prefix of a word of the id, name, e-mail or phone,
-- the phone also as its digits alone). SQLite: an FTS5 index over a view of subscriptions,
-- kept in step by triggers (rowid = subscriptions.rowid), built here for those that exist.
-- only: sqlite
CREATE VIEW subscriptions_search AS SELECT rowid AS rid, first_name || ' ' || last_name AS name,
  id || ' ' || email || ' ' || phone || ' ' ||
  replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')
  AS contact FROM subscriptions;
-- only: sqlite
CREATE VIRTUAL TABLE subscriptions_fts USING fts5(name, contact, content = 'subscriptions_search',
  content_rowid = 'rid', tokenize = 'unicode61 remove_diacritics 2');
-- only: sqlite
CREATE TRIGGER subscriptions_fts_insert AFTER INSERT ON subscriptions BEGIN
  INSERT INTO subscriptions_fts (rowid, name, contact) SELECT rid, name, contact
    FROM subscriptions_search WHERE rid = new.rowid; END;
-- only: sqlite
CREATE TRIGGER subscriptions_fts_delete AFTER DELETE ON subscriptions BEGIN
  INSERT INTO subscriptions_fts (subscriptions_fts, rowid, name, contact) VALUES ('delete',
    old.rowid, old.first_name || ' ' || old.last_name,
    old.id || ' ' || old.email || ' ' || old.phone || ' ' ||
    replace(replace(replace(replace(replace(old.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')); END;
-- only: sqlite
CREATE TRIGGER subscriptions_fts_update AFTER UPDATE OF id, first_name, last_name, email, phone
  ON subscriptions BEGIN
  INSERT INTO subscriptions_fts (subscriptions_fts, rowid, name, contact) VALUES ('delete',
    old.rowid, old.first_name || ' ' || old.last_name,
    old.id || ' ' || old.email || ' ' || old.phone || ' ' ||
    replace(replace(replace(replace(replace(old.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')); INSERT INTO
    subscriptions_fts (rowid, name, contact) SELECT rid, name, contact
    FROM subscriptions_search WHERE rid = new.rowid; END;
-- only: sqlite
INSERT INTO subscriptions_fts (subscriptions_fts) VALUES ('rebuild');

-- PostgreSQL: a GIN index on the same words as a tsvector. The expression must stay exactly
-- as subscriptions/list_query.cpp writes it, or the index is unused.
-- only: postgresql
CREATE INDEX subscriptions_search_words ON subscriptions USING GIN (to_tsvector('simple'::regconfig,
  regexp_replace(lower(id || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' ||
  phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')), '[^[:alnum:]]+', ' ', 'g')));
