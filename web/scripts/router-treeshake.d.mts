import type { Plugin } from 'vite';

export function routerTreeshake(): Plugin;
