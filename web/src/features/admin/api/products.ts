// Admin product calls: the paged, searchable list (active and deleted), create, update,
// soft delete, reset, upload.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { queryString, staffApi } from '@/lib/staff-api';
import { useAdminMutation } from './use-admin-mutation';
import { invalidateResources } from '@/lib/resource';

/** Admins see inactive (deleted) products too; the shape is the shop's. */
export type AdminProduct = Schemas['Product'];

/** The body the server takes: prices in PKR, the image as `imageUrl`. */
export type ProductRequest = Schemas['ProductRequest'];

export const productsKey = ['admin', 'products'] as const;

export const PRODUCTS_PER_PAGE = 20;

/**
 * The products matching a name (or exact id) search in display order, page after page: the
 * server's keyset pages, each asked for with the cursor the page before gave.
 */
export function useAdminProducts(q: string) {
  const params = { q: q.trim(), limit: PRODUCTS_PER_PAGE };
  return useInfiniteQuery({
    queryKey: [...productsKey, params],
    queryFn: ({ pageParam }) =>
      staffApi<Schemas['AdminProductPage']>(
        `/api/admin/products${queryString({ ...params, cursor: pageParam })}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function uploadImage(file: File) {
  return staffApi<Schemas['UploadedImage']>('/api/admin/uploads', {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
}

const useCatalogMutation = <A, R>(fn: (args: A) => Promise<R>) =>
  useAdminMutation(fn, { stale: [productsKey], then: () => invalidateResources('products') });

/** Uploads the chosen image first (if any), then creates or updates the product. */
export function useSaveProduct() {
  return useCatalogMutation(
    async ({ id, body, image }: { id?: string; body: ProductRequest; image?: File }) => {
      const withImage = image ? { ...body, imageUrl: (await uploadImage(image)).imageUrl } : body;
      return id
        ? staffApi<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: withImage,
          })
        : staffApi<AdminProduct>('/api/admin/products', { method: 'POST', body: withImage });
    },
  );
}

export function useDeleteProduct() {
  return useCatalogMutation((id: string) =>
    staffApi<void>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export function useResetProducts() {
  return useCatalogMutation(() =>
    staffApi<Schemas['Notice']>('/api/admin/products/reset', { method: 'POST' }),
  );
}
