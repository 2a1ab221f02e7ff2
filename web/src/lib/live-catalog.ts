import { useEffect } from 'react';
import { invalidateResources } from './resource';

/** Fired on window when the catalogue changed; pages with their own queries listen to it. */
export const CATALOG_CHANGED = 'aquapure:catalog-changed';

/**
 * Listens to the server's catalogue events and refetches products, plans and settings when
 * an admin changes them, so open pages show new prices without a reload. EventSource
 * reconnects by itself when the connection drops.
 */
export function useLiveCatalog() {
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/catalog/events');
    const refresh = () => {
      invalidateResources('products');
      invalidateResources('plans');
      invalidateResources('settings');
      window.dispatchEvent(new Event(CATALOG_CHANGED));
    };
    source.addEventListener('catalog', refresh);
    return () => source.close();
  }, []);
}
