// The mobile-wallet payment dialog: where to send the money and how. It never confirms
// a payment: staff mark payments as paid in admin once they see them.
import { Check, Copy, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/button';
import { DialogShell } from '@/components/shop/dialog-shell';
import { formatPKR } from '@/lib/money';
import { useSettings, type Settings } from '@/lib/settings';
import { walletSteps, whatsappLink } from './wallet-payment';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import './locales';

type Props = { open: boolean; onClose: () => void; totalPaisa: number };

/** Copies a text to the clipboard; `copied` is true for 2 s after it worked. */
function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return { copied, copy };
}

function AccountDetails({ settings, amount }: { settings: Settings; amount: string }) {
  const { copied, copy } = useCopy(settings.walletAccountNumber);
  const Icon = copied ? Check : Copy;
  useT();
  return (
    <dl className="mt-5 space-y-3 rounded-xl bg-brand-50 p-4 text-sm">
      <div>
        <dt className="text-muted">{t('Account holder')}</dt>
        <dd className="font-semibold text-ink">
          <bdi>{settings.walletAccountHolder}</bdi>
        </dd>
      </div>
      <div>
        <dt className="text-muted">{t('Account number')}</dt>
        <dd className="flex items-center justify-between gap-3">
          <span dir="ltr" className="font-mono text-lg font-semibold tracking-wide text-ink">
            {settings.walletAccountNumber}
          </span>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            <Icon size={14} aria-hidden="true" /> {t(copied ? 'Copied' : 'Copy')}
          </Button>
        </dd>
      </div>
      <div>
        <dt className="text-muted">{t('Amount')}</dt>
        <dd className="text-lg font-bold tabular-nums text-ink">
          <bdi dir="ltr">{amount}</bdi>
        </dd>
      </div>
    </dl>
  );
}

export function WalletDialog({ open, onClose, totalPaisa }: Props) {
  const settings = useSettings();
  const amount = formatPKR(totalPaisa);
  const whatsapp = whatsappLink(settings.whatsappNumber, settings.brandName, amount);
  useT();
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      shopFocus={false}
      title={t('Mobile Wallet Payment')}
      description={t(
        'Send the payment from your mobile wallet, then place your order. We confirm it when it reaches us.',
      )}
    >
      <AccountDetails settings={settings} amount={amount} />
      <h3 className="mt-5 font-semibold text-ink">{t('How to pay')}</h3>
      <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-slate-700">
        {walletSteps(ltr(settings.walletAccountNumber), ltr(amount)).map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-700">
        {t(
          'Please send the screenshot to our WhatsApp number {phone} so we can match your payment to your order.',
          { phone: ltr(settings.phone) },
        )}
      </p>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary', 'md', 'mt-3 w-full bg-emerald-700 hover:bg-emerald-800')}
      >
        <MessageCircle size={16} aria-hidden="true" /> {t('Open WhatsApp')}
      </a>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button onClick={onClose}>{t("I've Made Payment")}</Button>
      </div>
    </DialogShell>
  );
}
