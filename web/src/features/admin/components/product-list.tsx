// Products as a table on wide screens and as a list on phones (image, name, price,
// size, type, featured, and edit/delete; we add whether it is active, as delete is soft).
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { TYPE_LABELS } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import type { AdminProduct } from '../api/products';
import { Badge } from './badge';
import { DataTable, TableCard } from './data-table';

type Props = {
  products: AdminProduct[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (p: AdminProduct) => void;
  onDelete: (p: AdminProduct) => void;
};
type RowProps = Omit<Props, 'products'> & { product: AdminProduct };

const COLUMNS = [
  'Image',
  'Name',
  { label: 'Price', className: 'text-right' },
  'Size',
  'Type',
  'Featured',
  'Active',
  { label: 'Actions', className: 'text-right', srOnly: true },
];

export function ProductList({ products, ...row }: Props) {
  return (
    <TableCard label="Product list">
      <DataTable caption="Products" columns={COLUMNS} className="hidden lg:table">
        {products.map((p) => (
          <ProductRow key={p.id} product={p} {...row} />
        ))}
      </DataTable>
      <ul className="divide-y divide-slate-100 lg:hidden" aria-label="Products">
        {products.map((p) => (
          <ProductItem key={p.id} product={p} {...row} />
        ))}
      </ul>
    </TableCard>
  );
}

/** A row of the wide screens' table. */
function ProductRow({ product: p, ...actions }: RowProps) {
  return (
    <tr className={p.isActive ? '' : 'bg-slate-50 text-muted'}>
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
      <td className="px-4 py-2">
        {p.featured ? <Badge tone="brand">Yes</Badge> : <span className="text-muted">No</span>}
      </td>
      <td className="px-4 py-2">
        <ActiveBadge active={p.isActive} />
      </td>
      <td className="px-4 py-2">
        <Actions product={p} {...actions} />
      </td>
    </tr>
  );
}

/** An entry of the phones' list. */
function ProductItem({ product: p, ...actions }: RowProps) {
  return (
    <li className={`flex gap-3 p-4 ${p.isActive ? '' : 'bg-slate-50'}`}>
      <Thumb p={p} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug text-ink">{p.name}</p>
        <p className="mt-0.5 text-sm text-muted">
          {p.size} · {TYPE_LABELS[p.type] ?? p.type}
        </p>
        <p className="mt-1 font-semibold tabular-nums">{formatPKR(p.pricePaisa)}</p>
        <div className="mt-2 flex flex-wrap gap-1">
          {p.featured && <Badge tone="brand">Featured</Badge>}
          <ActiveBadge active={p.isActive} />
        </div>
      </div>
      <Actions product={p} {...actions} />
    </li>
  );
}

const ActiveBadge = ({ active }: { active: boolean }) =>
  active ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Deleted</Badge>;

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

function Actions({ product: p, canEdit, canDelete, onEdit, onDelete }: RowProps) {
  return (
    <div className="flex justify-end gap-1">
      {canEdit && (
        <IconButton
          label={`Edit ${p.name}`}
          title="Edit"
          className="text-brand-700 hover:bg-brand-50"
          onClick={() => onEdit(p)}
        >
          <Pencil size={17} aria-hidden="true" />
        </IconButton>
      )}
      {canDelete && p.isActive && (
        <IconButton
          label={`Delete ${p.name}`}
          title="Delete"
          className="text-red-700 hover:bg-red-50"
          onClick={() => onDelete(p)}
        >
          <Trash2 size={17} aria-hidden="true" />
        </IconButton>
      )}
    </div>
  );
}

type IconProps = {
  label: string;
  title: string;
  className: string;
  onClick: () => void;
  children: ReactNode;
};

function IconButton({ label, title, className, onClick, children }: IconProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-lg ${className}`}
      aria-label={label}
      title={title}
    >
      {children}
    </button>
  );
}
