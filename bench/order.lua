-- wrk script: places guest orders, each with its own Idempotency-Key.
-- The delivery date comes from the environment (tomorrow in Pakistan).
local date = os.getenv("BENCH_DELIVERY_DATE")
local body = '{"customerId":"guest","total":1,"deliveryDate":"' .. date .. '",' ..
  '"deliveryTime":"3pm-6pm","paymentMethod":"cod",' ..
  '"items":[{"productId":"1","quantity":2},{"productId":"2","quantity":1},' ..
  '{"productId":"subscription-family","purchaseType":"subscription","subscriptionPlan":"family"}],' ..
  '"customerDetails":{"firstName":"Bench","lastName":"Shopper","email":"bench@example.pk",' ..
  '"phone":"+92 300 1234567","address":"House 1, Street 2, F-7/3","city":"Islamabad","postalCode":"44000"}}'

local thread_id = 0
local counter = 0
function setup(thread)
  thread_id = thread_id + 1
  thread:set("tid", thread_id)
end
function init(args)
  math.randomseed(os.time() + (tid or 0))
end
function request()
  counter = counter + 1
  local key = string.format("bench-%d-%d-%d", tid or 0, counter, math.random(1, 1000000000))
  return wrk.format("POST", "/api/orders",
    { ["Content-Type"] = "application/json", ["Idempotency-Key"] = key }, body)
end
local bad = 0
function response(status, headers, body)
  if status ~= 201 then bad = bad + 1 end
end
