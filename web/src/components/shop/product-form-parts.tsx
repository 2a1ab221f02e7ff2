// The product dialog's pieces: what the product is and costs, and the bottle-exchange choice.
import { useId } from 'react';
import type { Product } from '@/lib/catalog';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import { formatPKR } from '@/lib/money';
import { ProductImage } from './product-image';
import './locales';

export function ProductFacts({ product, canExchange }: { product: Product; canExchange: boolean }) {
  const { locale } = useT();
  const each = (paisa: number) => t('{price} each', { price: ltr(formatPKR(paisa, locale)) });
  const facts = [
    { term: t('Size:'), value: product.size, className: 'font-medium' },
    {
      term: t('Price:'),
      value: each(product.pricePaisa),
      className: 'font-medium tabular-nums',
    },
  ];
  if (canExchange)
    facts.push({
      term: t('Refundable deposit:'),
      value: each(product.depositPaisa),
      className: 'font-medium tabular-nums',
    });
  return (
    <div className="mt-5 flex gap-4">
      <ProductImage src={product.image} size={96} />
      <dl className="text-sm">
        {facts.map((f) => (
          <div key={f.term} className="flex gap-1">
            <dt className="text-muted">{f.term}</dt>
            <dd className={f.className}>
              {/* The size is the catalogue's English; the prices are sentences of the language. */}
              {f.value === product.size ? <bdi>{f.value}</bdi> : f.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function ExchangeChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  useT();
  return (
    <label
      htmlFor={id}
      className="mt-4 flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
      />
      <span className="font-semibold">
        {t('I have empty bottles to exchange')}
        <span className="block font-normal text-muted">
          {t('No deposit is charged for bottles you swap at delivery.')}
        </span>
      </span>
    </label>
  );
}
