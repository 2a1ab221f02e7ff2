// Which shop dialog is open. Any page (home, products, product detail) opens the product
// dialog or the subscribe-and-save dialog through here; one host in the layout shows them.
import { create } from 'zustand';
import type { Product } from '@/lib/catalog';

type State = {
  product: Product | null;
  /** The quantity the product dialog starts with (the detail page passes its own). */
  quantity: number;
  subscribeOpen: boolean;
  /** Set once anything was opened: the dialogs' code loads from then on. */
  used: boolean;
  /** The control that opened the first dialog; focus goes back to it when all are closed. */
  opener: HTMLElement | null;
  openProduct: (product: Product, quantity?: number) => void;
  /** Opens the subscribe dialog, closing the product dialog if it is open. */
  openSubscribe: () => void;
  closeProduct: () => void;
  closeSubscribe: () => void;
};

function currentOpener(s: State): HTMLElement | null {
  if (s.product || s.subscribeOpen) return s.opener;
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

export const useShopDialogs = create<State>((set) => ({
  product: null,
  quantity: 1,
  subscribeOpen: false,
  used: false,
  opener: null,
  openProduct: (product, quantity = 1) =>
    set((s) => ({
      product,
      quantity: Math.max(1, quantity),
      subscribeOpen: false,
      used: true,
      opener: currentOpener(s),
    })),
  openSubscribe: () =>
    set((s) => ({ product: null, subscribeOpen: true, used: true, opener: currentOpener(s) })),
  closeProduct: () => set({ product: null }),
  closeSubscribe: () => set({ subscribeOpen: false }),
}));

/** Radix's onCloseAutoFocus: when no shop dialog is left open, focus the control that opened them. */
export function returnFocus(event: Event) {
  event.preventDefault();
  const { product, subscribeOpen, opener } = useShopDialogs.getState();
  if (product || subscribeOpen) return;
  if (opener?.isConnected) opener.focus();
}
