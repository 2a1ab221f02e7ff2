// The product dialog's pieces: what the product is and costs, and the bottle-exchange choice.
import { useId } from 'react';
import type { Product } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import { ProductImage } from './product-image';

export function ProductFacts({ product, canExchange }: { product: Product; canExchange: boolean }) {
  const facts = [
    { term: 'Size:', value: product.size, className: 'font-medium' },
    {
      term: 'Price:',
      value: `${formatPKR(product.pricePaisa)} each`,
      className: 'font-medium tabular-nums',
    },
  ];
  if (canExchange)
    facts.push({
      term: 'Refundable deposit:',
      value: `${formatPKR(product.depositPaisa)} each`,
      className: 'font-medium tabular-nums',
    });
  return (
    <div className="mt-5 flex gap-4">
      <ProductImage src={product.image} size={96} />
      <dl className="text-sm">
        {facts.map((f) => (
          <div key={f.term} className="flex gap-1">
            <dt className="text-muted">{f.term}</dt>
            <dd className={f.className}>{f.value}</dd>
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
        I have empty bottles to exchange
        <span className="block font-normal text-muted">
          No deposit is charged for bottles you swap at delivery.
        </span>
      </span>
    </label>
  );
}
