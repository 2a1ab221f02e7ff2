// Products as a table on wide screens and as a list on phones (SPEC.md: image, name, price,
// size, type, featured, and edit/delete; we add whether it is active, as delete is soft).
import { Pencil, Trash2 } from 'lucide-react';
import { TYPE_LABELS } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import type { AdminProduct } from '../api/products';
import { Badge } from './badge';

type Props = {
  products: AdminProduct[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (p: AdminProduct) => void;
  onDelete: (p: AdminProduct) => void;
};

function Actions({
  product: p,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: Omit<Props, 'products'> & { product: AdminProduct }) {
  return (
    <div className="flex justify-end gap-1">
      {canEdit && (
        <button
          type="button"
          onClick={() => onEdit(p)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
          aria-label={`Edit ${p.name}`}
          title="Edit"
        >
          <Pencil size={17} aria-hidden="true" />
        </button>
      )}
      {canDelete && p.isActive && (
        <button
          type="button"
          onClick={() => onDelete(p)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
          aria-label={`Delete ${p.name}`}
          title="Delete"
        >
          <Trash2 size={17} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

function Thumb({ p }: { p: AdminProduct }) {
  return (
    <img
      src={p.image}
      alt=""
      width="48"
      height="48"
      loading="lazy"
      className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 bg-brand-50 object-contain p-0.5"
    />
  );
}

const yesNo = (v: boolean) =>
  v ? <Badge tone="brand">Yes</Badge> : <span className="text-muted">No</span>;

export function ProductList(props: Props) {
  const { products } = props;
  return (
    <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="hidden w-full text-left text-sm lg:table">
        <caption className="sr-only">Products</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">
              Image
            </th>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Price
            </th>
            <th scope="col" className="px-4 py-3">
              Size
            </th>
            <th scope="col" className="px-4 py-3">
              Type
            </th>
            <th scope="col" className="px-4 py-3">
              Featured
            </th>
            <th scope="col" className="px-4 py-3">
              Active
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {products.map((p) => (
            <tr key={p.id} className={p.isActive ? '' : 'bg-slate-50 text-muted'}>
              <td className="px-4 py-2">
                <Thumb p={p} />
              </td>
              <th scope="row" className="px-4 py-2 font-semibold text-ink">
                {p.name}
                {p.hasExchange && p.depositPaisa > 0 && (
                  <span className="block text-xs font-normal text-muted">
                    Deposit {formatPKR(p.depositPaisa)}
                  </span>
                )}
              </th>
              <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                {formatPKR(p.pricePaisa)}
              </td>
              <td className="px-4 py-2">{p.size}</td>
              <td className="px-4 py-2">{TYPE_LABELS[p.type] ?? p.type}</td>
              <td className="px-4 py-2">{yesNo(p.featured)}</td>
              <td className="px-4 py-2">
                {p.isActive ? (
                  <Badge tone="green">Active</Badge>
                ) : (
                  <Badge tone="slate">Deleted</Badge>
                )}
              </td>
              <td className="px-4 py-2">
                <Actions {...props} product={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 lg:hidden" aria-label="Products">
        {products.map((p) => (
          <li key={p.id} className={`flex gap-3 p-4 ${p.isActive ? '' : 'bg-slate-50'}`}>
            <Thumb p={p} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold leading-snug text-ink">{p.name}</p>
              <p className="mt-0.5 text-sm text-muted">
                {p.size} · {TYPE_LABELS[p.type] ?? p.type}
              </p>
              <p className="mt-1 font-semibold tabular-nums">{formatPKR(p.pricePaisa)}</p>
              <div className="mt-2 flex flex-wrap gap-1">
                {p.featured && <Badge tone="brand">Featured</Badge>}
                {p.isActive ? (
                  <Badge tone="green">Active</Badge>
                ) : (
                  <Badge tone="slate">Deleted</Badge>
                )}
              </div>
            </div>
            <Actions {...props} product={p} />
          </li>
        ))}
      </ul>
    </div>
  );
}
