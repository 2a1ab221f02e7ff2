-- The staff messages list pages newest first by keyset (created_at, id): this index lets each
-- page read its rows straight from it, as fast deep in the list as on the first page.
CREATE INDEX contact_messages_created ON contact_messages (created_at, id);
