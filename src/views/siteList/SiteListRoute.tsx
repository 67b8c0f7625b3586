import { useRouteContext } from '@tanstack/react-router';
import type { ListScreen } from '../../../domain/siteList/listScreens';
import { listViewerOf } from './listViewer';
import { SiteListPage } from './SiteListPage';

/** A list screen as a route component: the signed-in user comes from the _app guard's context. */
export function SiteListRoute({ screen }: { screen: ListScreen }) {
  const { user } = useRouteContext({ from: '/_app' });
  return <SiteListPage screen={screen} viewer={listViewerOf(user)} />;
}
