// The product page's pieces: the breadcrumb, the gallery, the three perks and the details.
import { RefreshCw, ShieldCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/link';
import { IconCards } from '@/components/icon-cards';
import { ProductImage } from '@/components/shop/product-image';
import { TYPE_LABELS, type Product } from '@/lib/catalog';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import '@/components/shop/locales';

const CRUMB = 'hover:text-brand-700';

export function Breadcrumb({ name }: { name: string }) {
  useT();
  return (
    <nav aria-label={t('Breadcrumb')} className="mb-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {[
          { to: '/', label: 'Home' },
          { to: '/products', label: 'Products' },
        ].map((c) => (
          <li key={c.to}>
            <Link to={c.to} className={CRUMB}>
              {t(c.label)}
            </Link>
            {' / '}
          </li>
        ))}
        <li aria-current="page" className="font-medium text-ink">
          <bdi>{name}</bdi>
        </li>
      </ol>
    </nav>
  );
}

/** The picture, and three thumbnails that say which one is shown. */
export function Gallery({ product }: { product: Product }) {
  const [thumb, setThumb] = useState(0);
  useT();
  return (
    <div>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-b from-brand-50 to-white p-8 sm:aspect-square sm:p-10">
        <ProductImage
          src={product.image}
          alt={ltr(product.name)}
          size={420}
          className="h-full w-full object-contain"
        />
      </div>
      <div className="mt-4 grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <button
            key={i}
            type="button"
            onClick={() => setThumb(i)}
            aria-label={t('View image {n} of {name}', { n: i + 1, name: ltr(product.name) })}
            aria-pressed={thumb === i}
            className={`flex aspect-square items-center justify-center rounded-xl border-2 bg-brand-50 p-3 ${thumb === i ? 'border-brand-700' : 'border-transparent'}`}
          >
            <ProductImage src={product.image} size={96} className="h-full w-full object-contain" />
          </button>
        ))}
      </div>
    </div>
  );
}

const PERKS = [
  { Icon: Truck, title: 'Free delivery', text: 'Islamabad & Rawalpindi' },
  { Icon: ShieldCheck, title: 'Quality guarantee', text: 'TDS below 150 ppm' },
  { Icon: RefreshCw, title: 'Bottle exchange', text: 'Swap your empties' },
];

export function Perks() {
  useT();
  const cards = PERKS.map((p) => ({ ...p, title: t(p.title), text: t(p.text) }));
  return <IconCards cards={cards} look="compact" className="mt-8 grid gap-3 sm:grid-cols-3" />;
}

export function ProductDetails({ product }: { product: Product }) {
  useT();
  const rows = [
    [t('Product ID'), product.id],
    [t('Size'), product.size],
    [t('Type'), t(TYPE_LABELS[product.type])],
    [t('Exchange available'), t(product.hasExchange ? 'Yes' : 'No')],
  ];
  return (
    <section className="mt-8" aria-labelledby="details-heading">
      <h2 id="details-heading" className="text-lg font-semibold">
        {t('Product details')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between px-4 py-2">
            <dt className="text-muted">{k}</dt>
            <dd className="font-medium">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
