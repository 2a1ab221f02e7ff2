import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/testing/render';
import { AdminSubscriptionsPage } from './subscriptions-page';

afterEach(() => vi.unstubAllGlobals());

const sub = (n: number) => ({
  id: `SUB-${n}`,
  customer: { firstName: `Sana${n}`, lastName: 'Malik' },
  plan: { name: 'Basic' },
  weekdayName: 'Monday',
  slot: '12pm-3pm',
  status: 'active',
});

describe('the admin subscriptions list', () => {
  it('shows the count, a header row, and the next page by the cursor the server gave', async () => {
    const fetch = stubFetch((url) => {
      if (url.pathname !== '/api/admin/subscriptions') return {};
      const next = url.searchParams.get('cursor') === 'c1';
      return {
        items: next ? [sub(3)] : [sub(1), sub(2)],
        total: 3,
        totalCapped: false,
        limit: 20,
        nextCursor: next ? null : 'c1',
        activeCount: 3,
      };
    });
    const user = userEvent.setup();
    renderWithApp(<AdminSubscriptionsPage />, { url: '/admin/subscriptions' });
    const table = await screen.findByRole('table', { name: 'Subscriptions, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Subscription', 'Customer', 'Plan', 'Schedule', 'Status']);
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more subscriptions' }));
    expect(await screen.findByRole('button', { name: 'SUB-3' })).toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more subscriptions' })).toBeNull();
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/admin/subscriptions?limit=20&cursor=c1');
    expect(urls.some((u) => u.includes('page='))).toBe(false);
  });
});
