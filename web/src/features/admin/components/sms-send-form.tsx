// Staff's own text message: to an order's phone or to a number, at most 2 SMS parts (the
// server says so when it is longer).
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { useSendSms } from '../api/sms';
import { writeFailure } from '../lib/failure';
import { TextAreaField, TextField } from './field';
import { MessageNotice } from './notice';

export function SmsSendForm() {
  const send = useSendSms();
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    setFields({});
    const target = to.trim();
    const body = /^ORD-/i.test(target) ? { orderId: target, text } : { phone: target, text };
    send.mutate(body, {
      onSuccess: (r) => {
        setText('');
        setNotice({ tone: 'success', text: `Text ${r.status} for ${r.recipient}.` });
      },
      onError: (err) => {
        const failure = writeFailure(err, 'Could not send the text. Please try again.');
        setFields(failure.fields);
        const notFound = err instanceof ApiError && err.status === 404;
        setNotice({ tone: 'error', text: notFound ? err.message : failure.message });
      },
    });
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <MessageNotice message={notice} onDismiss={() => setNotice(null)} />
      <TextField
        label="Order number or phone"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={fields.orderId ?? fields.phone}
        placeholder="ORD-… or 0300 1234567"
        required
      />
      <TextAreaField
        label="Text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={fields.text}
        hint={`${text.length} characters; at most 2 text messages (306, or 134 in Urdu script)`}
        rows={3}
        required
      />
      <div>
        <Button type="submit" disabled={send.isPending}>
          <Send size={15} aria-hidden="true" /> Send text
        </Button>
      </div>
    </form>
  );
}
