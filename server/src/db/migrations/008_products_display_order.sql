-- The admin products list pages in display order (catalog/store.cpp, products_page): an
-- index in that order answers a page without sorting every product (issue 15).
CREATE INDEX products_display_order ON products (sort_order, created_at, id);
