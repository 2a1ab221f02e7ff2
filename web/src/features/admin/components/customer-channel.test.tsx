import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/testing/render';
import { CustomerChannel } from './customer-channel';

afterEach(() => vi.unstubAllGlobals());

describe("a customer's channel for messages (staff)", () => {
  it('shows the stored channel and saves the one staff choose, for that customer', async () => {
    const fetch = stubFetch(() => ({ channel: 'both' }));
    const user = userEvent.setup();
    renderWithApp(<CustomerChannel customer="e:sana@example.pk" />);
    const select = await screen.findByLabelText('Send messages by');
    expect(select).toHaveValue('both');
    fetch.mockImplementation(async () => Response.json({ channel: 'email' }));
    await user.selectOptions(select, 'E-mail only (no text messages)');
    await user.click(screen.getByRole('button', { name: 'Save channel' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const calls = fetch.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
    const put = calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/admin/customers/channel?id=e%3Asana%40example.pk');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ channel: 'email' });
  });

  it('says why the server refused', async () => {
    stubFetch(() => ({ channel: 'sms' })).mockImplementation(
      async (_input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'PUT'
          ? Response.json(
              {
                error: { code: 'validation_failed', message: 'Channel must be sms, email or both' },
              },
              { status: 422 },
            )
          : Response.json({ channel: 'sms' }),
    );
    const user = userEvent.setup();
    renderWithApp(<CustomerChannel customer="p:+923001234567" />);
    await user.click(await screen.findByRole('button', { name: 'Save channel' }));
    expect(await screen.findByText('Channel must be sms, email or both')).toBeInTheDocument();
  });
});
