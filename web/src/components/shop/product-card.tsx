import { ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { hasDeposit, type Product } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';

type Props = { product: Product; onAdd: (p: Product) => void };

/** SPEC.md: image, name, size, description, price, optional deposit line, Add to Cart; the card opens the product. */
export function ProductCard({ product, onAdd }: Props) {
  const navigate = useNavigate();
  const open = () => navigate(`/product/${product.id}`);
  return (
    <article
      className="group flex cursor-pointer flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      onClick={open}
      data-testid="product-card"
    >
      <div className="flex aspect-square items-center justify-center bg-gradient-to-b from-brand-50 to-white p-6">
        <img
          src={product.image}
          alt={product.name}
          width="240"
          height="240"
          loading="lazy"
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold leading-snug">
          <a
            href={`/product/${product.id}`}
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              open();
            }}
            className="hover:text-brand-700"
          >
            {product.name}
          </a>
        </h2>
        <p className="text-sm font-medium text-brand-700">{product.size}</p>
        <p className="line-clamp-3 text-sm text-muted">{product.description}</p>
        <div className="mt-auto pt-3">
          <p className="text-xl font-bold tabular-nums">{formatPKR(product.pricePaisa)}</p>
          {hasDeposit(product) && (
            <p className="text-sm text-muted">
              Refundable deposit: {formatPKR(product.depositPaisa)}
            </p>
          )}
          <Button
            className="mt-3 w-full"
            onClick={(e) => {
              e.stopPropagation();
              onAdd(product);
            }}
            aria-label={`Add ${product.name} to cart`}
          >
            <ShoppingCart size={16} aria-hidden="true" /> Add to Cart
          </Button>
        </div>
      </div>
    </article>
  );
}
