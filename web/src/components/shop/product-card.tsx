import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/link';
import { Button } from '@/components/button';
import { hasDeposit, type Product } from '@/lib/catalog';
import { dataText } from '@/lib/data-text';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import { formatPKR } from '@/lib/money';
import './locales';

type Props = {
  product: Product;
  onAdd: (p: Product) => void;
  /** 'Add to Cart' on the products page, 'Add to cart' on the home page. */
  addLabel?: string;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first screen load their image at once (it may be the largest paint). */
  eager?: boolean;
};

/**
 * Image, name, size, description, price, optional deposit line, Add to Cart; the card opens the
 * product.
 */
function CardImage({ product, eager }: { product: Product; eager: boolean }) {
  return (
    <div className="flex aspect-[2/1] items-center justify-center overflow-hidden bg-gradient-to-b from-brand-50 to-white p-5 sm:aspect-[4/3] sm:p-6">
      <img
        src={product.image}
        alt={ltr(product.name)}
        width="240"
        height="240"
        loading={eager ? 'eager' : 'lazy'}
        className="h-full w-full object-contain"
      />
    </div>
  );
}

function CardPrice({ product }: { product: Product }) {
  const { locale } = useT();
  return (
    <>
      <p className="text-xl font-bold tabular-nums">
        <bdi dir="ltr">{formatPKR(product.pricePaisa, locale)}</bdi>
      </p>
      {hasDeposit(product) && (
        <p className="text-sm text-muted">
          {t('Refundable deposit:')} <bdi dir="ltr">{formatPKR(product.depositPaisa, locale)}</bdi>
        </p>
      )}
    </>
  );
}

/**
 * A click anywhere on the card opens the product: a mouse shortcut caught as it bubbles up
 * (role="presentation"); the name's link is the way there for keyboards and screen readers.
 */
export function ProductCard({
  product,
  onAdd,
  addLabel,
  headingLevel: Heading = 'h2',
  eager = false,
}: Props) {
  const navigate = useNavigate();
  useT();
  const id = useId();
  const href = `/product/${product.id}`;
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="product-card"
    >
      <div
        role="presentation"
        className="flex flex-1 cursor-pointer flex-col"
        onClick={() => navigate(href)}
      >
        <CardImage product={product} eager={eager} />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <Heading className="text-lg font-semibold leading-snug">
            <Link
              id={`${id}-name`}
              to={href}
              onClick={(e) => e.stopPropagation()}
              className="hover:text-brand-700 hover:underline"
            >
              <bdi>{product.name}</bdi>
            </Link>
          </Heading>
          <p className="text-sm font-medium text-brand-700">
            <bdi>{product.size}</bdi>
          </p>
          <p className="line-clamp-3 text-sm text-muted">{dataText(product.description)}</p>
          <div className="mt-auto pt-3">
            <CardPrice product={product} />
            <Button
              className="mt-3 w-full"
              aria-labelledby={`${id}-add ${id}-name`}
              onClick={(e) => {
                e.stopPropagation();
                onAdd(product);
              }}
            >
              <ShoppingCart size={16} aria-hidden="true" />
              <span id={`${id}-add`}>{addLabel ?? t('Add to Cart')}</span>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
