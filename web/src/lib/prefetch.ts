// Code a page fetches ahead for the step that follows it (the cart warms checkout, checkout
// warms the confirmation page so an order placed offline can still be shown). The app layer
// registers each route's loader (app/router.tsx); a feature names the route and never imports
// another feature's code itself.
type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();

export function registerPrefetch(route: string, load: Loader) {
  loaders.set(route, load);
}

/**
 * Starts loading the route's code; a route nobody registered is a no-op. A failed prefetch
 * (offline, say) is no loss: opening the page loads its code again (lib/lazy-chunk.ts).
 */
export function prefetchRoute(route: string) {
  loaders
    .get(route)?.()
    .catch(() => {});
}
