import { ArrowLeft, Star } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@/lib/link';
import { Button, buttonClass } from '@/components/button';
import { Loading, Page } from '@/components/page';
import { QuantityStepper } from '@/components/quantity-stepper';
import { useShopDialogs } from '@/components/shop/shop-dialogs-store';
import { ApiError } from '@/lib/api';
import { hasDeposit, TYPE_LABELS, useProduct, type Product } from '@/lib/catalog';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import { dataText } from '@/lib/data-text';
import { formatPKR } from '@/lib/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Breadcrumb, Gallery, Perks, ProductDetails } from './product-detail-parts';
import '@/components/shop/locales';

function NotFound() {
  useT();
  useDocumentTitle(t('Product not found'));
  return (
    <Page className="py-20 text-center">
      <h1 className="text-3xl font-bold">{t('Product not found')}</h1>
      <p className="mt-3 text-muted">{t('This product is not in our catalogue any more.')}</p>
      <Link to="/products" className={buttonClass('primary', 'md', 'mt-6')}>
        {t('Back to Products')}
      </Link>
    </Page>
  );
}

/** Name, size, rating, description, price and deposit, then quantity and 'Add to Cart'. */
function ProductInfo({ product }: { product: Product }) {
  const openProduct = useShopDialogs((s) => s.openProduct);
  const [quantity, setQuantity] = useState(1);
  const { locale } = useT();
  // 'Add to Cart' opens the add-to-cart dialog, starting from this page's quantity.
  const add = () => openProduct(product, quantity);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">
        <bdi>{product.name}</bdi>
      </h1>
      <p className="mt-2 text-brand-700">
        {product.size} · {t(TYPE_LABELS[product.type])}
      </p>
      <p className="mt-2 flex items-center gap-1 text-sm text-muted">
        <Star size={16} className="fill-amber-400 text-amber-500" aria-hidden="true" />{' '}
        {t('(4.8) • {count} reviews', { count: 124 })}
      </p>
      <p className="mt-4 leading-7 text-slate-700">{dataText(product.description)}</p>
      <p className="mt-6 text-3xl font-bold tabular-nums">
        <bdi dir="ltr">{formatPKR(product.pricePaisa, locale)}</bdi>
      </p>
      {hasDeposit(product) && (
        <p className="mt-1 text-sm text-muted">
          {t(
            'Refundable deposit: {amount} per bottle (not charged when you exchange an empty bottle)',
            { amount: ltr(formatPKR(product.depositPaisa, locale)) },
          )}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <QuantityStepper label={t('Quantity')} value={quantity} onChange={setQuantity} />
        <Button size="lg" onClick={add}>
          {t('Add to Cart')}
        </Button>
      </div>
    </>
  );
}

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: product, isPending, error } = useProduct(id);
  useT();
  useDocumentTitle(product ? ltr(product.name) : t('Product'));

  if (isPending)
    return (
      // As tall as the page will be, so the footer does not jump when the product arrives.
      <Page className="min-h-screen">
        <Loading label={t('Loading product…')} />
      </Page>
    );
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (!product) return <NotFound />;

  return (
    <Page>
      <Breadcrumb name={product.name} />
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="mb-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft size={16} aria-hidden="true" className="rtl:-scale-x-100" /> {t('Back')}
      </button>
      <div className="grid gap-10 lg:grid-cols-2">
        <Gallery product={product} />
        <div>
          <ProductInfo product={product} />
          <Perks />
          <ProductDetails product={product} />
        </div>
      </div>
    </Page>
  );
}
