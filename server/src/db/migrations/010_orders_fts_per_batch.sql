-- Order placement: the orders' word index (FTS5, SQLite only, migration 005) is
-- written once per group commit instead of once per order. FTS5 writes a new index segment
-- at every SAVEPOINT, and the writer opens one per order, so a batch of 30 orders wrote 30
-- segments and merged them again. Now an order's insert only notes its rowid in
-- orders_fts_pending; the writer indexes the noted orders in one statement just before each
-- COMMIT (orders/search_index.cpp), so the index is complete in every committed state.
-- A delete or an edit of an order still in the list needs no index change (the list entry
-- goes, or the index step reads the new values); of an indexed order it is as before.

-- only: sqlite
CREATE TABLE orders_fts_pending (rid INTEGER PRIMARY KEY);
-- only: sqlite
DROP TRIGGER orders_fts_insert;
-- only: sqlite
DROP TRIGGER orders_fts_delete;
-- only: sqlite
DROP TRIGGER orders_fts_update;
-- only: sqlite
CREATE TRIGGER orders_fts_insert AFTER INSERT ON orders BEGIN
  INSERT INTO orders_fts_pending (rid) VALUES (new.rowid); END;
-- only: sqlite
CREATE TRIGGER orders_fts_delete AFTER DELETE ON orders BEGIN
  INSERT INTO orders_fts (orders_fts, rowid, name, contact) SELECT 'delete', old.rowid,
    old.first_name || ' ' || old.last_name,
    old.id || ' ' || old.email || ' ' || old.phone || ' ' ||
    replace(replace(replace(replace(replace(old.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')
    WHERE NOT EXISTS (SELECT 1 FROM orders_fts_pending WHERE rid = old.rowid); DELETE FROM orders_fts_pending WHERE rid = old.rowid; END;
-- only: sqlite
CREATE TRIGGER orders_fts_update AFTER UPDATE OF id, first_name, last_name, email, phone ON orders
  WHEN NOT EXISTS (SELECT 1 FROM orders_fts_pending WHERE rid = old.rowid) BEGIN
  INSERT INTO orders_fts (orders_fts, rowid, name, contact) VALUES ('delete', old.rowid,
    old.first_name || ' ' || old.last_name,
    old.id || ' ' || old.email || ' ' || old.phone || ' ' ||
    replace(replace(replace(replace(replace(old.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')); INSERT INTO orders_fts (rowid, name, contact) VALUES (new.rowid,
    new.first_name || ' ' || new.last_name,
    new.id || ' ' || new.email || ' ' || new.phone || ' ' ||
    replace(replace(replace(replace(replace(new.phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')); END;
-- PostgreSQL keeps its GIN index itself: nothing to change there.
