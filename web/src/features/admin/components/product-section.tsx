// The Products page's list: a name search and pages from the server loaded on demand by its
// cursor (the list can hold thousands of products), under a header that stays in view with
// the count, with edit and delete on each row.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Loading } from '@/components/page';
import { useAdminProducts, type AdminProduct } from '../api/products';
import { textSearchSchema, type TextSearch } from '../lib/search-forms';
import { ListHeader } from '@/components/staff-page';
import { CompactField, compactClass } from './field';
import { Notice } from './notice';
import { ShowMoreButton, shownOf } from './list-state';
import { ProductList } from './product-list';

type Props = {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (p: AdminProduct) => void;
  onDelete: (p: AdminProduct) => void;
};

export function ProductSection(props: Props) {
  const [q, setQ] = useState('');
  const products = useAdminProducts(q);
  const pages = products.data?.pages ?? [];
  const latest = pages.at(-1);
  return (
    <section aria-label="Products" className="flex flex-col gap-4">
      <ProductSearch onSearch={setQ} />
      {products.isPending ? (
        <Loading label="Loading products…" />
      ) : products.isError || !latest ? (
        <Notice tone="error">Could not load the products. Please reload the page.</Notice>
      ) : (
        <div className="space-y-4">
          <ListHeader
            title={q ? 'Matching products' : 'All products'}
            count={`${shownOf(
              pages.reduce((n, p) => n + p.items.length, 0),
              latest,
            )} ${latest.total === 1 ? 'product' : 'products'}`}
          />
          <ProductList products={pages.flatMap((p) => p.items)} {...props} />
          <ShowMoreButton pages={products} label="Show more products" />
        </div>
      )}
    </section>
  );
}

// A name or id search (react-hook-form), sent on submit so typing does not query the server
// per key.
function ProductSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const { register, handleSubmit } = useForm<TextSearch>({
    defaultValues: { q: '' },
    resolver: zodResolver(textSearchSchema),
  });
  return (
    <form
      role="search"
      aria-label="Search products"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => void handleSubmit((v) => onSearch(v.q))(e)}
    >
      <CompactField label="Search">
        <input
          type="search"
          placeholder="Product name or id"
          maxLength={100}
          className={`${compactClass} ml-2`}
          {...register('q')}
        />
      </CompactField>
      <button
        type="submit"
        className={`${compactClass} bg-white text-sm font-medium hover:bg-slate-50`}
      >
        Search
      </button>
    </form>
  );
}
