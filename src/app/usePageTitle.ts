import { useEffect } from 'react';

export const productName = 'Website Admin';

export const pageTitle = (title: string): string => `${title} | ${productName}`;

/** Sets the document title to '<title> | Website Admin' (every page does, per the conventions). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
