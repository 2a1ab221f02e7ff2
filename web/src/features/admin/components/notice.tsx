import { CheckCircle2, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = { tone: 'success' | 'error'; children: ReactNode; onDismiss?: () => void };

/** A notice (role status) or a failure (role alert), optionally dismissible. */
export function Notice({ tone, children, onDismiss }: Props) {
  const Icon = tone === 'success' ? CheckCircle2 : TriangleAlert;
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${
        tone === 'success'
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-red-200 bg-red-50 text-red-900'
      }`}
    >
      <Icon size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
      <p className="flex-1">{children}</p>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 rounded p-1 hover:bg-black/5"
          aria-label="Dismiss"
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

/** The page's last message, if any, until the admin dismisses it. */
export function MessageNotice({
  message,
  onDismiss,
}: {
  message: { tone: Props['tone']; text: string } | null;
  onDismiss: () => void;
}) {
  if (!message) return null;
  return (
    <Notice tone={message.tone} onDismiss={onDismiss}>
      {message.text}
    </Notice>
  );
}
