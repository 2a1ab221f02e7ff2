-- wrk script: places guest orders, each with its own Idempotency-Key and, by default, its own
-- customer (e-mail and phone), as real traffic does. BENCH_SAME_CUSTOMER=1 sends one customer
-- in every order instead (every order then updates one customers row and the same two
-- per-customer rate-limit rows: on PostgreSQL that queues orders on row locks).
-- The delivery date comes from the environment (tomorrow in Pakistan).
local date = os.getenv("BENCH_DELIVERY_DATE")
local same_customer = os.getenv("BENCH_SAME_CUSTOMER") == "1"
local head = '{"customerId":"guest","total":1,"deliveryDate":"' .. date .. '",' ..
  '"deliveryTime":"3pm-6pm","paymentMethod":"cod",' ..
  '"items":[{"productId":"1","quantity":2},{"productId":"2","quantity":1},' ..
  '{"productId":"subscription-family","purchaseType":"subscription","subscriptionPlan":"family"}],' ..
  '"customerDetails":{"firstName":"Bench","lastName":"Shopper",'
local tail = '"address":"House 1, Street 2, F-7/3","city":"Islamabad","postalCode":"44000"}}'
local same_body = head .. '"email":"bench@example.pk","phone":"+92 300 1234567",' .. tail

local thread_id = 0
local counter = 0
local salt = 0
function setup(thread)
  thread_id = thread_id + 1
  thread:set("tid", thread_id)
end
function init(args)
  math.randomseed(os.time() + (tid or 0))
  salt = math.random(1, 1000000)
end
function request()
  counter = counter + 1
  local key = string.format("bench-%d-%d-%d", tid or 0, counter, math.random(1, 1000000000))
  local body = same_body
  if not same_customer then
    -- A distinct customer: e-mail and phone (+92 3xx xxxxxxx) differ in every order.
    local n = ((tid or 0) * 100000000 + salt * 100 + counter) % 1000000000
    body = head .. string.format('"email":"bench-%d-%d-%d@example.pk","phone":"+92 3%09d",',
      tid or 0, salt, counter, n) .. tail
  end
  return wrk.format("POST", "/api/orders",
    { ["Content-Type"] = "application/json", ["Idempotency-Key"] = key }, body)
end
local bad = 0
function response(status, headers, body)
  if status ~= 201 then bad = bad + 1 end
end
