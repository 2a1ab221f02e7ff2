import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/testing/render';
import { AdminMailPage } from './mail-page';

afterEach(() => vi.unstubAllGlobals());

const mail = (id: number) => ({
  id,
  kind: 'order_customer',
  recipient: `m${id}@example.pk`,
  subject: `Mail ${id}`,
  orderId: '',
  status: 'sent',
  attempts: 1,
  lastError: '',
  createdAt: '2026-11-27T06:00:00Z',
  sentAt: '2026-11-27T06:00:01Z',
});

describe('the mail outbox', () => {
  it('loads older mails by the cursor the server gave', async () => {
    const fetch = stubFetch((url) => {
      if (url.pathname === '/api/admin/session') return [401, {}];
      const older = url.searchParams.get('before') === '5';
      return older
        ? { items: [mail(4)], nextCursor: null }
        : { items: [mail(6), mail(5)], nextCursor: 5 };
    });
    const user = userEvent.setup();
    renderWithApp(<AdminMailPage />, { url: '/admin/mail' });
    expect(await screen.findByText('2 shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older mails' }));
    expect(await screen.findByText('Mail 4')).toBeInTheDocument();
    expect(screen.getByText('3 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older mails' })).toBeNull();
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/admin/mail?limit=100&before=5');
  });
});
