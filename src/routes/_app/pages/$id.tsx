import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { idParam } from '../../../../domain/api/id.schema';
import { usePageTitle } from '../../../wiring/usePageTitle';
import { NotFoundView } from '../../../views/shell/NotFoundView';
import { SitePagesView } from '../../../views/pageSeo/SitePagesView';

export const Route = createFileRoute('/_app/pages/$id')({
  component: SitePages,
});

/** Site Pages (part 2 §2.7): the page SEO editor of one site. */
function SitePages() {
  const { id } = Route.useParams();
  const siteId = v.safeParse(idParam, id);
  usePageTitle(siteId.success ? `Site Pages ${siteId.output}` : 'Page Not Found');
  if (!siteId.success) return <NotFoundView />;
  // Keyed by id: another site is a fresh load.
  return <SitePagesView key={id} siteId={siteId.output} />;
}
