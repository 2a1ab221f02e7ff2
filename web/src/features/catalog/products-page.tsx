import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Page, PageTitle } from '@/components/page';
import { LoadError } from '@/components/load-error';
import { ProductCard } from '@/components/shop/product-card';
import { ProductGridSkeleton } from '@/components/shop/product-grid-skeleton';
import { useShopDialogs } from '@/components/shop/shop-dialogs-store';
import { useProducts } from '@/lib/catalog';
import { t, useT } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FILTERS, typeFromSearch } from './filters';
import '@/components/shop/locales';

export function ProductsPage() {
  useT();
  useDocumentTitle(t('Products'));
  const [search, setSearch] = useSearchParams();
  const type = typeFromSearch(search);
  const { data, isPending, isError } = useProducts(type ? { type } : {});
  const openProduct = useShopDialogs((s) => s.openProduct);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <Page>
      <PageTitle
        lead={t(
          'Purified drinking water, dispensers and accessories, delivered free in Islamabad and Rawalpindi.',
        )}
      >
        {t('Our Products')}
      </PageTitle>
      <div className="mb-8 flex flex-wrap gap-2" role="group" aria-label={t('Filter by category')}>
        {FILTERS.map((f) => {
          const active = f.type === type;
          return (
            <button
              key={f.label}
              type="button"
              aria-pressed={active}
              onClick={() => setSearch(f.type ? { type: f.type } : {})}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                active
                  ? 'bg-brand-700 text-white'
                  : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
              }`}
            >
              {t(f.label)}
            </button>
          );
        })}
      </div>
      {isPending ? (
        <ProductGridSkeleton count={6} label={t('Loading products…')} />
      ) : isError ? (
        <LoadError what={t('products')} />
      ) : data.items.length === 0 ? (
        <p className="py-12 text-center text-muted">{t('No products found in this category.')}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((p, i) => (
            <ProductCard key={p.id} product={p} onAdd={openProduct} eager={i < 3} />
          ))}
        </div>
      )}
    </Page>
  );
}
