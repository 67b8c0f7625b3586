import { useEffect } from 'react';

/** Sets the document title to '<title> | Website Admin' (every page does, per the conventions). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Website Admin`;
  }, [title]);
}
