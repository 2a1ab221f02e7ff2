import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/testing/render';
import { AdminMessagesPage } from './messages-page';

afterEach(() => vi.unstubAllGlobals());

const message = (id: number) => ({
  id,
  name: `Sender ${id}`,
  email: `s${id}@example.pk`,
  phone: '',
  subject: 'Feedback',
  message: `Message ${id}`,
  createdAt: '2026-11-27T06:00:00Z',
});

describe('the contact messages', () => {
  it('shows the count and loads older messages by the cursor the server gave', async () => {
    const fetch = stubFetch((url) => {
      if (url.pathname === '/api/admin/session') return [401, {}];
      const older = url.searchParams.get('cursor') === '1700.5';
      const page = { total: 3, totalCapped: false, limit: 50 };
      return older
        ? { ...page, items: [message(4)], nextCursor: null }
        : { ...page, items: [message(6), message(5)], nextCursor: '1700.5' };
    });
    const user = userEvent.setup();
    renderWithApp(<AdminMessagesPage />, { url: '/admin/messages' });
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('Message 4')).toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/admin/messages?limit=50&cursor=1700.5');
  });

  it('says when the count stopped at its cap', async () => {
    stubFetch((url) =>
      url.pathname === '/api/admin/session'
        ? [401, {}]
        : { items: [message(1)], total: 10000, totalCapped: true, limit: 50, nextCursor: 'x.1' },
    );
    renderWithApp(<AdminMessagesPage />, { url: '/admin/messages' });
    expect(await screen.findByText('1 of 10,000+')).toBeInTheDocument();
  });
});
