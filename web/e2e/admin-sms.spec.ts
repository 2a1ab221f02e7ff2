// Text messages in the back office at 1280 px: a customer's "1" and a question arrive through
// the gateway's callback; the Text messages page shows the replies (what each did, the
// number's recent orders) and the outbox; staff send their own text (too long: the server's
// reason); a landline's failed text cannot be resent (the reason shown); the order's card
// says it was confirmed by text and opens its timeline. axe finds nothing on the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, placeOrder, test } from './admin-fixtures';

const SECRET = 'e2e-sms-secret-0123456789abcdef';

test('text messages: replies, outbox, staff text, resend and the order timeline', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now();
  const phone = `0300 ${String(stamp).slice(-7)}`;
  const order = await placeOrder(
    page,
    { firstName: 'Sana', lastName: 'Text', email: `sms.${stamp}@example.pk`, phone },
    'cod',
  );
  const from = `+92${phone.replace(/\D/g, '').slice(1)}`;
  for (const text of ['1', 'Please call before coming'])
    expect(
      (
        await page.request.get(`/api/sms/inbound/${SECRET}?${new URLSearchParams({ from, text })}`)
      ).status(),
    ).toBe(204);
  const landline = await placeOrder(
    page,
    {
      firstName: 'Land',
      lastName: 'Line',
      email: `sms.l.${stamp}@example.pk`,
      phone: '051 2345678',
    },
    'cod',
  );

  await page.goto('/admin/sms');
  await expect(page.getByRole('heading', { level: 1, name: 'Text Messages' })).toBeVisible();
  const question = page.getByTestId('sms-reply').filter({ hasText: 'Please call before coming' });
  await expect(question).toContainText('for staff');
  await expect(question.getByRole('link', { name: order.id })).toBeVisible();
  await expect(page.getByTestId('sms-reply').filter({ hasText: 'order confirmed' })).toBeVisible();
  await expect(page.getByTestId('sms-row').filter({ hasText: order.id }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByLabel('Order number or phone').fill(order.id);
  await page.getByLabel('Text', { exact: false }).last().fill('x'.repeat(400));
  await page.getByRole('button', { name: 'Send text' }).click();
  await expect(page.getByText(/Text must fit in 2 text messages .* needs 3/).first()).toBeVisible();
  await page.getByLabel('Text', { exact: false }).last().fill('Your driver is 10 minutes away.');
  await page.getByRole('button', { name: 'Send text' }).click();
  await expect(page.getByRole('status').filter({ hasText: `for ${from}` })).toBeVisible();
  await expect(
    page.getByTestId('sms-row').filter({ hasText: 'Your driver is 10 minutes away.' }),
  ).toBeVisible();

  const failed = page.getByTestId('sms-row').filter({ hasText: landline.id });
  await expect(failed).toContainText('a landline cannot receive text messages');
  await failed.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('alert')).toContainText('The number cannot receive text messages');

  await page.goto(`/admin/orders?q=${order.id}`);
  const card = page.getByTestId('order-card').filter({ hasText: order.id });
  await expect(card.getByTestId('order-confirmed')).toContainText('Confirmed by text');
  await card.getByText('Text messages', { exact: true }).click();
  await expect(card.getByTestId('sms-timeline-reply').first()).toContainText('order confirmed');
  await expect(card.getByTestId('sms-timeline-message').first()).toContainText(order.id);
});
