// The cart (docs/product.md#cart): a line is product id + purchase type + plan + the bottle
// exchange choice (a bottle bought with an empty to hand back and one bought with
// a deposit are two lines, each priced as chosen); adding the same line again adds to its
// quantity; a quantity of 0 or less removes it. Every change is
// copied to the 'cart-data' cookie (7 days) only when cookie preferences allow 'necessary',
// and the cart is restored from that cookie on reload. Prices here are for display only:
// the server prices every quote and order.
import { create } from 'zustand';
import { PLAN_IMAGE, PLAN_PRODUCT_PREFIX } from '@/lib/catalog';
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies';
import { readPreferences } from './cookie-preferences';

export type PurchaseType = 'one-time' | 'subscription';

export type CartProduct = {
  id: string;
  name: string;
  /** Shown where there is room (a plan's '12 bottles delivered Monthly'); not kept in the cookie. */
  description?: string;
  image: string;
  size: string;
  pricePaisa: number;
  hasExchange: boolean;
  depositPaisa: number;
};

export type CartItem = {
  product: CartProduct;
  quantity: number;
  purchaseType: PurchaseType;
  subscriptionPlan?: string;
  hasBottleExchange: boolean;
  applySubscriptionDiscount: boolean;
};

export const CART_COOKIE = 'cart-data';

/** A line's identity. Lines without an exchange keep the key they always had. */
export function lineKey(
  i: Pick<CartItem, 'purchaseType' | 'subscriptionPlan' | 'hasBottleExchange'> & {
    product: { id: string };
  },
) {
  const base = `${i.product.id}|${i.purchaseType}|${i.subscriptionPlan ?? ''}`;
  return i.hasBottleExchange ? `${base}|exchange` : base;
}

type Compact = [
  string,
  string,
  string,
  string,
  number,
  0 | 1,
  number,
  number,
  0 | 1,
  string,
  0 | 1,
  0 | 1,
];

function toCookie(items: CartItem[]): string {
  const compact: Compact[] = items.map((i) => [
    i.product.id,
    i.product.name,
    i.product.image,
    i.product.size,
    i.product.pricePaisa,
    i.product.hasExchange ? 1 : 0,
    i.product.depositPaisa,
    i.quantity,
    i.purchaseType === 'subscription' ? 1 : 0,
    i.subscriptionPlan ?? '',
    i.hasBottleExchange ? 1 : 0,
    i.applySubscriptionDiscount ? 1 : 0,
  ]);
  return JSON.stringify(compact);
}

export function fromCookie(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const rows = JSON.parse(raw) as Compact[];
    if (!Array.isArray(rows)) return [];
    return rows
      .filter((r) => Array.isArray(r) && r.length === 12 && typeof r[0] === 'string' && r[7] > 0)
      .map<CartItem>((r) => {
        const plan = r[8] === 1 && r[0].startsWith(PLAN_PRODUCT_PREFIX);
        // A plan line saved before plans had bottles to exchange or a deposit (its product not
        // returnable) was bought exchanging empties, paying no deposit: it still reads so.
        const before = plan && r[5] !== 1;
        return {
          product: {
            id: r[0],
            name: r[1],
            // Plan lines have their own picture (older carts stored the 19 L bottle's).
            image: plan ? PLAN_IMAGE : r[2],
            size: r[3],
            pricePaisa: r[4],
            hasExchange: r[5] === 1 || before,
            depositPaisa: r[6],
          },
          quantity: Math.min(999, Math.floor(r[7])),
          purchaseType: r[8] === 1 ? 'subscription' : 'one-time',
          subscriptionPlan: r[9] || undefined,
          hasBottleExchange: r[10] === 1 || before,
          applySubscriptionDiscount: r[11] === 1,
        };
      })
      .reduce<CartItem[]>((lines, item) => {
        // A hand-edited cookie may name one line twice: it is one line, as addItem makes it.
        const same = lines.find((l) => lineKey(l) === lineKey(item));
        if (same) same.quantity = Math.min(999, same.quantity + item.quantity);
        else lines.push(item);
        return lines;
      }, []);
  } catch {
    return [];
  }
}

type CartState = {
  items: CartItem[];
  isOpen: boolean;
  orderNote: string;
  couponCode: string;
  addItem: (
    item: Omit<CartItem, 'applySubscriptionDiscount'> & { applySubscriptionDiscount?: boolean },
  ) => void;
  removeItem: (key: string) => void;
  updateQuantity: (key: string, quantity: number) => void;
  clearCart: () => void;
  toggleCart: () => void;
  setOpen: (open: boolean) => void;
  setOrderNote: (note: string) => void;
  setCouponCode: (code: string) => void;
};

function restore(): CartItem[] {
  if (typeof document === 'undefined') return [];
  return readPreferences()?.necessary ? fromCookie(readCookie(CART_COOKIE)) : [];
}

const EXTRAS_KEY = 'cart-extras';

/** The order note and coupon live for the browser tab (with consent), so a reload keeps them. */
function restoreExtras(): { orderNote: string; couponCode: string } {
  const none = { orderNote: '', couponCode: '' };
  if (typeof sessionStorage === 'undefined' || !readPreferences()?.necessary) return none;
  try {
    const v = JSON.parse(sessionStorage.getItem(EXTRAS_KEY) ?? 'null') as {
      orderNote?: unknown;
      couponCode?: unknown;
    } | null;
    return {
      orderNote: typeof v?.orderNote === 'string' ? v.orderNote.slice(0, 500) : '',
      couponCode: typeof v?.couponCode === 'string' ? v.couponCode.slice(0, 30) : '',
    };
  } catch {
    return none;
  }
}

export const useCart = create<CartState>((set) => ({
  items: restore(),
  isOpen: false,
  ...restoreExtras(),
  addItem: (item) =>
    set((s) => {
      const full: CartItem = { applySubscriptionDiscount: true, ...item };
      const key = lineKey(full);
      const existing = s.items.find((i) => lineKey(i) === key);
      if (existing) {
        return {
          items: s.items.map((i) =>
            lineKey(i) === key ? { ...i, quantity: Math.min(999, i.quantity + full.quantity) } : i,
          ),
        };
      }
      return { items: [...s.items, full] };
    }),
  removeItem: (key) => set((s) => ({ items: s.items.filter((i) => lineKey(i) !== key) })),
  updateQuantity: (key, quantity) =>
    set((s) => ({
      items:
        quantity <= 0
          ? s.items.filter((i) => lineKey(i) !== key)
          : s.items.map((i) =>
              lineKey(i) === key ? { ...i, quantity: Math.min(999, quantity) } : i,
            ),
    })),
  clearCart: () => set({ items: [], couponCode: '', orderNote: '' }),
  toggleCart: () => set((s) => ({ isOpen: !s.isOpen })),
  setOpen: (isOpen) => set({ isOpen }),
  setOrderNote: (orderNote) => set({ orderNote: orderNote.slice(0, 500) }),
  setCouponCode: (couponCode) => set({ couponCode }),
}));

// Mirror every change of the lines into the cookie, when the shopper allowed it.
useCart.subscribe((state, prev) => {
  if (state.orderNote !== prev.orderNote || state.couponCode !== prev.couponCode) {
    try {
      if (!state.orderNote && !state.couponCode) sessionStorage.removeItem(EXTRAS_KEY);
      else if (readPreferences()?.necessary) {
        sessionStorage.setItem(
          EXTRAS_KEY,
          JSON.stringify({ orderNote: state.orderNote, couponCode: state.couponCode }),
        );
      }
    } catch {
      // Storage blocked: the note and coupon last until the page is closed.
    }
  }
  if (state.items === prev.items) return;
  if (!readPreferences()?.necessary) return;
  if (state.items.length === 0) deleteCookie(CART_COOKIE);
  else writeCookie(CART_COOKIE, toCookie(state.items), 7);
});

/** Persists the current cart right after consent is given. */
export function persistCartNow() {
  const { items } = useCart.getState();
  if (items.length && readPreferences()?.necessary) writeCookie(CART_COOKIE, toCookie(items), 7);
}

export function cartCount(items: CartItem[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}
