import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/link';
import { buttonClass } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { ProductCard } from '@/components/shop/product-card';
import { ProductGridSkeleton } from '@/components/shop/product-grid-skeleton';
import { useShopDialogs } from '@/components/shop/shop-dialogs-store';
import { useProducts } from '@/lib/catalog';
import { useT } from '@/lib/i18n/i18n';
import { HomeSection } from './section-heading';
import './locales';

/** Products flagged featured, 3 per row; 'Add to cart' opens the product dialog. */
export function FeaturedProducts() {
  const { data, isPending, isError } = useProducts({ featured: true });
  const openProduct = useShopDialogs((s) => s.openProduct);
  const { t } = useT();
  return (
    <HomeSection
      id="featured-heading"
      title={t('Featured Products')}
      lead={t('Our most ordered bottles, delivered free to homes and offices.')}
    >
      <div className="mt-10">
        {isPending ? (
          <ProductGridSkeleton count={3} label={t('Loading featured products…')} />
        ) : isError ? (
          <LoadError what={t('products')} />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-grid">
            {data.items.map((p) => (
              <ProductCard
                key={p.id}
                product={p}
                onAdd={openProduct}
                addLabel={t('Add to cart')}
                headingLevel="h3"
              />
            ))}
          </div>
        )}
      </div>
      <div className="mt-10 text-center">
        <Link to="/products" className={buttonClass('secondary', 'lg')}>
          {t('View All Products')}{' '}
          <ArrowRight size={18} aria-hidden="true" className="rtl:-scale-x-100" />
        </Link>
      </div>
    </HomeSection>
  );
}
