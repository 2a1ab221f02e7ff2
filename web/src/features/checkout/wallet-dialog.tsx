// SPEC.md's mobile-wallet payment dialog: where to send the money and how. It never confirms
// a payment: staff mark payments as paid in admin once they see them.
import { Check, Copy, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/button';
import { DialogShell } from '@/components/shop/dialog-shell';
import { formatPKR } from '@/lib/money';
import { useSettings } from '@/lib/settings';

type Props = { open: boolean; onClose: () => void; totalPaisa: number };

export function WalletDialog({ open, onClose, totalPaisa }: Props) {
  const settings = useSettings();
  const [copied, setCopied] = useState(false);
  const amount = formatPKR(totalPaisa);

  async function copy() {
    try {
      await navigator.clipboard.writeText(settings.walletAccountNumber);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  const steps = [
    'Open your JazzCash or Easypaisa app.',
    "Choose 'Send Money'.",
    `Enter the account number ${settings.walletAccountNumber}.`,
    `Enter the exact amount: ${amount}.`,
    'Complete the transaction.',
    'Take a screenshot of the confirmation.',
  ];
  const whatsapp = `https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent(
    `Hello ${settings.brandName}, here is the screenshot of my mobile wallet payment of ${amount}.`,
  )}`;

  return (
    <DialogShell
      open={open}
      onClose={onClose}
      shopFocus={false}
      title="Mobile Wallet Payment"
      description="Send the payment from your mobile wallet, then place your order. We confirm it when it reaches us."
    >
      <dl className="mt-5 space-y-3 rounded-xl bg-brand-50 p-4 text-sm">
        <div>
          <dt className="text-muted">Account holder</dt>
          <dd className="font-semibold text-ink">{settings.walletAccountHolder}</dd>
        </div>
        <div>
          <dt className="text-muted">Account number</dt>
          <dd className="flex items-center justify-between gap-3">
            <span className="font-mono text-lg font-semibold tracking-wide text-ink">
              {settings.walletAccountNumber}
            </span>
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              {copied ? (
                <>
                  <Check size={14} aria-hidden="true" /> Copied
                </>
              ) : (
                <>
                  <Copy size={14} aria-hidden="true" /> Copy
                </>
              )}
            </Button>
          </dd>
        </div>
        <div>
          <dt className="text-muted">Amount</dt>
          <dd className="text-lg font-bold tabular-nums text-ink">{amount}</dd>
        </div>
      </dl>
      <h3 className="mt-5 font-semibold text-ink">How to pay</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-700">
        Please send the screenshot to our WhatsApp number {settings.phone} so we can match your
        payment to your order.
      </p>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary', 'md', 'mt-3 w-full bg-emerald-700 hover:bg-emerald-800')}
      >
        <MessageCircle size={16} aria-hidden="true" /> Open WhatsApp
      </a>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onClose}>I&apos;ve Made Payment</Button>
      </div>
    </DialogShell>
  );
}
