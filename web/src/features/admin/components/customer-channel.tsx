// A customer's channel for messages (docs/product.md, "Text messages"): staff read it and set
// it, for the customer's e-mail and phone at once.
import { useState } from 'react';
import { buttonClass } from '@/components/button';
import { ApiError } from '@/lib/api';
import { useCustomerChannel, useSetCustomerChannel, type Channel } from '../api/customers';

export const CHANNEL_LABELS: Record<Channel, string> = {
  both: 'Text messages and e-mail',
  sms: 'Text messages only (no optional mails)',
  email: 'E-mail only (no text messages)',
};

function ChannelForm({ customer, current }: { customer: string; current: Channel }) {
  const [choice, setChoice] = useState<Channel>(current);
  const save = useSetCustomerChannel(customer);
  const failed =
    save.error instanceof ApiError ? save.error.message : 'Could not save. Please try again.';
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(choice);
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        Send messages by
        <select
          className="rounded-lg border border-slate-300 bg-white px-3 py-2"
          value={choice}
          onChange={(e) => setChoice(e.target.value as Channel)}
        >
          {(Object.keys(CHANNEL_LABELS) as Channel[]).map((c) => (
            <option key={c} value={c}>
              {CHANNEL_LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={save.isPending}>
        Save channel
      </button>
      <p role="status" className="text-sm text-muted">
        {save.isSuccess && 'Saved.'}
        {save.isError && failed}
      </p>
    </form>
  );
}

export function CustomerChannel({ customer }: { customer: string }) {
  const channel = useCustomerChannel(customer);
  if (channel.data) return <ChannelForm customer={customer} current={channel.data.channel} />;
  return (
    <p className="text-sm text-muted">
      {channel.isError ? 'Could not load the channel. Please try again.' : 'Loading channel…'}
    </p>
  );
}
