// Vite plugin: lets the bundler drop the parts of React Router's production build that the
// shop never uses (its <Form>, framework-mode contexts, ...). That build creates its components
// and contexts with top-level calls (`React.forwardRef(...)`, `React.createContext(...)`) and
// names each one for React's developer tools (`Form.displayName = "Form"`); to the bundler both
// are side effects, so every component stayed in the home page's first load whether used or
// not. Marking the calls pure and leaving out the names (developer tools only) removes them:
// 1.4 KB gzip (docs/performance.md). Only the production build file is touched; if a later
// React Router writes these differently, nothing breaks, the saving just goes away.
const ROUTER = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;

export function routerTreeshake() {
  return {
    name: 'router-treeshake',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTER.test(id)) return null;
      const out = code
        .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
      return { code: out, map: null };
    },
  };
}
