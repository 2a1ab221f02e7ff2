import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Listens to the server's catalogue events and refetches products, plans, settings and cart quotes when
 * an admin changes them, so open pages show new prices without a reload. EventSource
 * reconnects by itself when the connection drops.
 */
export function useLiveCatalog() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/catalog/events');
    const refresh = () => {
      void client.invalidateQueries({ queryKey: ['products'] });
      void client.invalidateQueries({ queryKey: ['plans'] });
      void client.invalidateQueries({ queryKey: ['settings'] });
      void client.invalidateQueries({ queryKey: ['quote'] });
    };
    source.addEventListener('catalog', refresh);
    return () => source.close();
  }, [client]);
}
