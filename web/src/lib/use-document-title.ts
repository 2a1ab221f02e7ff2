import { useEffect } from 'react';

/** Sets the page title; the shop's name alone for the home page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
