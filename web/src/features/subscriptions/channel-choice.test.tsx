import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/testing/render';
import { ChannelChoice } from './channel-choice';

afterEach(() => vi.unstubAllGlobals());

describe("the manage page's channel choice", () => {
  it("reads and saves the channel with the link's token", async () => {
    const fetch = stubFetch(() => ({ channel: 'both' }));
    const user = userEvent.setup();
    renderWithApp(<ChannelChoice id="SUB-AB12" token="secret" />);
    const select = await screen.findByLabelText('Send me messages by');
    expect(select).toHaveValue('both');
    fetch.mockImplementation(async () => Response.json({ channel: 'sms' }));
    await user.selectOptions(select, 'Text messages only');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const calls = fetch.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
    const put = calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/subscriptions/SUB-AB12/channel');
    expect(new Headers(put?.[1]?.headers).get('X-Subscription-Token')).toBe('secret');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ channel: 'sms' });
  });
});
