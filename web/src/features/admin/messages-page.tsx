// /admin/messages: what people sent through the contact form, newest first, in pages loaded
// on demand (by the server's cursor) under a header that stays in view with the count.
import { Mail, Phone } from 'lucide-react';
import { ListHeader } from '@/components/staff-page';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import { useMessages } from './api/messages';
import { AdminPage } from './components/admin-page';
import { Badge } from './components/badge';
import { ListState, ShowMoreButton, shownOf, type ListWords } from './components/list-state';

const MESSAGES_WORDS: ListWords = {
  failed: 'Could not load the messages. Please try again.',
  loading: 'Loading messages…',
  none: 'No messages yet.',
};

export function AdminMessagesPage() {
  const messages = useMessages();
  const pages = messages.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const latest = pages.at(-1);
  return (
    <AdminPage title="Contact Messages" lead="Sent through the contact form, newest first.">
      <ListState query={messages} empty={items.length === 0} words={MESSAGES_WORDS}>
        {latest && <ListHeader title="Messages" count={shownOf(items.length, latest)} />}
        <ul className="flex flex-col gap-4">
          {items.map((m) => (
            <li
              key={m.id}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <article>
                <header className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 className="font-semibold text-ink">{m.name}</h2>
                    <p className="text-xs text-muted">{formatPakistanDateTime(m.createdAt)}</p>
                  </div>
                  <Badge tone="brand">{m.subject}</Badge>
                </header>
                <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{m.message}</p>
                <footer className="mt-3 flex flex-wrap gap-4 text-sm">
                  <a
                    href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                    className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                  >
                    <Mail size={15} aria-hidden="true" /> {m.email}
                  </a>
                  {m.phone && (
                    <a
                      href={`tel:${m.phone}`}
                      className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                    >
                      <Phone size={15} aria-hidden="true" /> {m.phone}
                    </a>
                  )}
                </footer>
              </article>
            </li>
          ))}
        </ul>
      </ListState>
      <ShowMoreButton pages={messages} label="Show older messages" />
    </AdminPage>
  );
}
