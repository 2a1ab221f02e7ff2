// The customer chooses how the shop writes to them (docs/product.md, "Text messages"): text
// messages and e-mail, text messages only, or e-mail only. Read and saved with the manage
// link's token; English catalogue ids shown through t() in the active language.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n/i18n';
import { fetchChannel, saveChannel, type Channel } from '@/lib/subscription-api';
import './locales';

export const CHANNELS: { value: Channel; label: string }[] = [
  { value: 'both', label: 'Text messages and e-mail' },
  { value: 'sms', label: 'Text messages only' },
  { value: 'email', label: 'E-mail only' },
];

function ChannelForm({ id, token, current }: { id: string; token: string; current: Channel }) {
  const { t } = useT();
  const [choice, setChoice] = useState<Channel>(current);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (c: Channel) => saveChannel(id, token, c),
    onSuccess: (answer) => client.setQueryData(['subscription-channel', id, token], answer),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(choice);
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('Send me messages by')}
        <select
          className="rounded-lg border border-slate-300 bg-white px-3 py-2"
          value={choice}
          onChange={(e) => setChoice(e.target.value as Channel)}
        >
          {CHANNELS.map((c) => (
            <option key={c.value} value={c.value}>
              {t(c.label)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {t('Save')}
      </Button>
      <p role="status" className="text-sm text-muted">
        {save.isSuccess && t('Saved.')}
        {save.isError && t('Something went wrong. Please try again.')}
      </p>
    </form>
  );
}

export function ChannelChoice({ id, token }: { id: string; token: string }) {
  const { t } = useT();
  const query = useQuery({
    queryKey: ['subscription-channel', id, token],
    queryFn: () => fetchChannel(id, token),
    enabled: token !== '',
    retry: false,
  });
  return (
    <section
      aria-label={t('How we contact you')}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-bold text-ink">{t('How we contact you')}</h2>
      <p className="mb-3 mt-1 text-sm leading-relaxed text-muted">
        {t('The order confirmation e-mail always comes; everything else follows your choice.')}
      </p>
      {query.data ? (
        <ChannelForm id={id} token={token} current={query.data.channel} />
      ) : (
        <p className="text-sm text-muted">
          {query.isError ? t('Something went wrong. Please try again.') : t('Loading…')}
        </p>
      )}
    </section>
  );
}
