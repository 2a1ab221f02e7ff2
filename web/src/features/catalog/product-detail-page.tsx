import { ArrowLeft, RefreshCw, ShieldCheck, Star, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { Loading, Page } from '@/components/page';
import { QuantityStepper } from '@/components/quantity-stepper';
import { useShopDialogs } from '@/components/shop/shop-dialogs-store';
import { ApiError } from '@/lib/api';
import { hasDeposit, TYPE_LABELS, useProduct } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import { useDocumentTitle } from '@/lib/use-document-title';

function NotFound() {
  useDocumentTitle('Product not found');
  return (
    <Page className="py-20 text-center">
      <h1 className="text-3xl font-bold">Product not found</h1>
      <p className="mt-3 text-muted">This product is not in our catalogue any more.</p>
      <Link to="/products" className={buttonClass('primary', 'md', 'mt-6')}>
        Back to Products
      </Link>
    </Page>
  );
}

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: product, isPending, error } = useProduct(id);
  const openProduct = useShopDialogs((s) => s.openProduct);
  const [quantity, setQuantity] = useState(1);
  const [thumb, setThumb] = useState(0);
  useDocumentTitle(product ? product.name : 'Product');

  if (isPending)
    return (
      // As tall as the page will be, so the footer does not jump when the product arrives.
      <Page className="min-h-screen">
        <Loading label="Loading product…" />
      </Page>
    );
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (!product) return <NotFound />;

  const deposit = hasDeposit(product);
  // SPEC.md: 'Add to Cart' opens the add-to-cart dialog, starting from this page's quantity.
  const add = () => openProduct(product, quantity);

  return (
    <Page>
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-brand-700">
              Home
            </Link>
            {' / '}
          </li>
          <li>
            <Link to="/products" className="hover:text-brand-700">
              Products
            </Link>
            {' / '}
          </li>
          <li aria-current="page" className="font-medium text-ink">
            {product.name}
          </li>
        </ol>
      </nav>
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="mb-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft size={16} aria-hidden="true" /> Back
      </button>
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-b from-brand-50 to-white p-8 sm:aspect-square sm:p-10">
            <img
              src={product.image}
              alt={product.name}
              width="420"
              height="420"
              className="h-full w-full object-contain"
            />
          </div>
          <div className="mt-4 grid grid-cols-3 gap-3">
            {[0, 1, 2].map((i) => (
              <button
                key={i}
                type="button"
                onClick={() => setThumb(i)}
                aria-label={`View image ${i + 1} of ${product.name}`}
                aria-pressed={thumb === i}
                className={`flex aspect-square items-center justify-center rounded-xl border-2 bg-brand-50 p-3 ${thumb === i ? 'border-brand-700' : 'border-transparent'}`}
              >
                <img
                  src={product.image}
                  alt=""
                  width="96"
                  height="96"
                  className="h-full w-full object-contain"
                />
              </button>
            ))}
          </div>
        </div>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{product.name}</h1>
          <p className="mt-2 text-brand-700">
            {product.size} · {TYPE_LABELS[product.type]}
          </p>
          <p className="mt-2 flex items-center gap-1 text-sm text-muted">
            <Star size={16} className="fill-amber-400 text-amber-500" aria-hidden="true" /> (4.8) •
            124 reviews
          </p>
          <p className="mt-4 leading-7 text-slate-700">{product.description}</p>
          <p className="mt-6 text-3xl font-bold tabular-nums">{formatPKR(product.pricePaisa)}</p>
          {deposit && (
            <p className="mt-1 text-sm text-muted">
              Refundable deposit: {formatPKR(product.depositPaisa)} per bottle (not charged when you
              exchange an empty bottle)
            </p>
          )}
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <QuantityStepper label="Quantity" value={quantity} onChange={setQuantity} />
            <Button size="lg" onClick={add}>
              Add to Cart
            </Button>
          </div>
          <ul className="mt-8 grid gap-3 sm:grid-cols-3">
            {[
              { Icon: Truck, title: 'Free delivery', text: 'Islamabad & Rawalpindi' },
              { Icon: ShieldCheck, title: 'Quality guarantee', text: 'TDS below 150 ppm' },
              { Icon: RefreshCw, title: 'Bottle exchange', text: 'Swap your empties' },
            ].map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 p-4">
                <Icon size={20} className="text-brand-700" aria-hidden="true" />
                <p className="mt-2 font-semibold">{title}</p>
                <p className="text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
          <section className="mt-8" aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-lg font-semibold">
              Product details
            </h2>
            <dl className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
              {[
                ['Product ID', product.id],
                ['Size', product.size],
                ['Type', TYPE_LABELS[product.type]],
                ['Exchange available', product.hasExchange ? 'Yes' : 'No'],
              ].map(([k, v]) => (
                <div key={k} className="flex justify-between px-4 py-2">
                  <dt className="text-muted">{k}</dt>
                  <dd className="font-medium">{v}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </Page>
  );
}
