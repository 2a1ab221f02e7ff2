// The Products page's list: a name search and one page at a time from the server (the
// list can hold thousands of products), with edit and delete on each row.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Loading } from '@/components/page';
import { PRODUCTS_PER_PAGE, useAdminProducts, type AdminProduct } from '../api/products';
import { textSearchSchema, type TextSearch } from '../lib/search-forms';
import { ListHeader } from '@/components/staff-page';
import { CompactField, compactClass } from './field';
import { Notice } from './notice';
import { Pagination } from './pagination';
import { ProductList } from './product-list';

type Props = {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (p: AdminProduct) => void;
  onDelete: (p: AdminProduct) => void;
};

export function ProductSection(props: Props) {
  const [filter, setFilter] = useState({ q: '', page: 1 });
  const products = useAdminProducts(filter);
  const total = products.data?.total ?? 0;
  return (
    <section aria-label="Products" className="flex flex-col gap-4">
      <ProductSearch onSearch={(q) => setFilter({ q, page: 1 })} />
      {products.isPending ? (
        <Loading label="Loading products…" />
      ) : products.isError ? (
        <Notice tone="error">Could not load the products. Please reload the page.</Notice>
      ) : (
        <div className="space-y-4">
          <ListHeader
            title={filter.q ? 'Matching products' : 'All products'}
            count={`${total} ${total === 1 ? 'product' : 'products'}`}
          />
          <ProductList products={products.data.items} {...props} />
          {total > PRODUCTS_PER_PAGE && (
            <Pagination
              page={filter.page}
              perPage={PRODUCTS_PER_PAGE}
              total={total}
              onPage={(page) => setFilter({ ...filter, page })}
            />
          )}
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
