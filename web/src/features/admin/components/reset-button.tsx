// Reset Products and Reset Plans (once on the dashboard, now in the Products and Plans
// pages' headers): back to the defaults, asked first, the outcome told as a message.
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/button';
import { writeFailure } from '../lib/failure';
import type { Message } from '../lib/messages';

type Ask = (message: string, onConfirm: () => void, confirmLabel: string) => void;

type ResetProps = {
  label: string;
  mutation: {
    isPending: boolean;
    mutate: (v: undefined, o: { onSuccess: () => void; onError: (e: Error) => void }) => void;
  };
  /** The question asked first, then the notice on success and the one on failure. */
  words: [confirm: string, done: string, failed: string];
  ask: Ask;
  onMessage: (m: Message) => void;
};

/** A reset back to the defaults, asked first; the outcome is reported through onMessage. */
export function ResetButton({
  label,
  mutation,
  words: [confirm, done, failed],
  ask,
  onMessage,
}: ResetProps) {
  const run = () =>
    mutation.mutate(undefined, {
      onSuccess: () => onMessage({ tone: 'success', text: done }),
      onError: (e) => {
        console.error(failed, e);
        onMessage({ tone: 'error', text: writeFailure(e, failed).message });
      },
    });
  return (
    <Button variant="ghost" disabled={mutation.isPending} onClick={() => ask(confirm, run, label)}>
      <RotateCcw size={16} aria-hidden="true" /> {label}
    </Button>
  );
}
