// Shared by the delivery-day suites: a checkout body for one order (defaults: today's
// 3pm-6pm slot is the caller's date, a 19 L bottle exchanged twice, cash on delivery).
import { randomUUID } from "node:crypto";

export function orderBody({
  date,
  slot = "3pm-6pm",
  postalCode = "44000",
  email,
  phone,
  items,
  payment = "cod",
}) {
  return {
    customerId: "guest",
    total: 1,
    deliveryDate: date,
    deliveryTime: slot,
    paymentMethod: payment,
    items: items ?? [{ productId: "1", quantity: 2, hasBottleExchange: true }],
    customerDetails: {
      firstName: "Bilal",
      lastName: "Ahmed",
      email: email ?? `bilal.${randomUUID().slice(0, 8)}@example.pk`,
      phone: phone ?? "+92 300 7654321",
      address: "House 3, Street 9",
      city: "Islamabad",
      postalCode,
      notes: "Gate code <1234>",
    },
  };
}
