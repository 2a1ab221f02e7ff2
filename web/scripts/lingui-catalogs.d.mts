import type { Plugin } from 'vite';

export function compileCatalogue(source: string, file?: string): string;
export function linguiCatalogs(): Plugin;
