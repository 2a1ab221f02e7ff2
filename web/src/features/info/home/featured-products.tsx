import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { ProductCard } from '@/components/shop/product-card';
import { ProductGridSkeleton } from '@/components/shop/product-grid-skeleton';
import { useShopDialogs } from '@/components/shop/shop-dialogs-store';
import { useProducts } from '@/lib/catalog';
import { SectionHeading } from './section-heading';

/** SPEC.md: products flagged featured, 3 per row; 'Add to cart' opens the product dialog. */
export function FeaturedProducts() {
  const { data, isPending, isError } = useProducts({ featured: true });
  const openProduct = useShopDialogs((s) => s.openProduct);
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="featured-heading"
        title="Featured Products"
        lead="Our most ordered bottles, delivered free to homes and offices."
      />
      <div className="mt-10">
        {isPending ? (
          <ProductGridSkeleton count={3} label="Loading featured products…" />
        ) : isError ? (
          <p role="alert" className="py-12 text-center text-red-700">
            We could not load the products. Please try again.
          </p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-grid">
            {data.items.map((p) => (
              <ProductCard
                key={p.id}
                product={p}
                onAdd={openProduct}
                addLabel="Add to cart"
                headingLevel="h3"
              />
            ))}
          </div>
        )}
      </div>
      <div className="mt-10 text-center">
        <Link to="/products" className={buttonClass('secondary', 'lg')}>
          View All Products <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
