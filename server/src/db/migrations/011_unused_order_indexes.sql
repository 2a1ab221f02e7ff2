-- Every index on orders is written by every order, and an index on a random key
-- (an e-mail, a phone) dirties its own page in each batch. These two serve no query: the
-- admin search uses lower(email) (migration 005) and the word index, a customer's orders
-- go by orders_customer_key (007), and tracking goes by the order id.
DROP INDEX orders_email;
DROP INDEX orders_phone;

-- Resending a manage link looks subscriptions up by LOWER(email), which the plain e-mail
-- index could not serve (it read every subscription).
DROP INDEX subscriptions_email;
CREATE INDEX subscriptions_email_lower ON subscriptions (lower(email));
