import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { type ReactNode, useCallback } from 'react';
import type { ListScreen } from '../../../domain/siteList/listScreens';
import { listSearchSchema, type ListSearch } from '../../../domain/siteList/listSearch';
import { usePageTitle } from '../../wiring/usePageTitle';
import { SiteListView } from './SiteListView';

/**
 * A list screen at its route: the page title, and the filters and page read from and written to
 * the URL. Each list route validates its search with listSearchSchema; parsing again here gives
 * the one shared type whichever route this sits under.
 */
export function SiteListPage({ screen, aside }: { screen: ListScreen; aside?: ReactNode }) {
  usePageTitle(screen.title);
  const search = v.parse(listSearchSchema, useSearch({ strict: false }));
  const navigate = useNavigate();
  const onSearchChange = useCallback(
    // '.' is whichever list route this sits under; they all validate with listSearchSchema, which
    // the router cannot know for a route it only learns at run time, hence the cast.
    (next: ListSearch, { replace }: { replace: boolean }) => void navigate({ to: '.', search: next as never, replace }),
    [navigate],
  );
  return <SiteListView screen={screen} search={search} onSearchChange={onSearchChange} aside={aside} />;
}
