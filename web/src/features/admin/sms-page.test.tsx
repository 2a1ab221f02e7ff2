import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/testing/render';
import { AdminSmsPage } from './sms-page';

afterEach(() => vi.unstubAllGlobals());

const text = (id: number) => ({
  id,
  eventKey: `order:${id}`,
  kind: 'order_placed',
  recipient: '+923001234567',
  body: `Text ${id}`,
  orderId: '',
  status: 'sent',
  attempts: 1,
  lastError: '',
  lastReport: '',
  createdAt: '2026-11-27T06:00:00Z',
  dueAt: '2026-11-27T06:00:00Z',
  sentAt: '2026-11-27T06:00:01Z',
  deliveredAt: null,
});

describe('the SMS outbox', () => {
  it('loads older texts by the cursor the server gave', async () => {
    const fetch = stubFetch((url) => {
      if (url.pathname === '/api/admin/sms/replies') return { items: [] };
      if (url.pathname !== '/api/admin/sms') return [401, {}];
      const older = url.searchParams.get('before') === '5';
      return older
        ? { items: [text(4)], nextCursor: null }
        : { items: [text(6), text(5)], nextCursor: 5 };
    });
    const user = userEvent.setup();
    renderWithApp(<AdminSmsPage />, { url: '/admin/sms' });
    expect(await screen.findByText('2 shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older texts' }));
    expect(await screen.findByText('Text 4')).toBeInTheDocument();
    expect(screen.getByText('3 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older texts' })).toBeNull();
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/admin/sms?limit=100&before=5');
  });
});
