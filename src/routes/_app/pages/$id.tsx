import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../wiring/usePageTitle';
import { NotFoundView } from '../../../views/shell/NotFoundView';
import { SitePagesView } from '../../../views/pageSeo/SitePagesView';

export const Route = createFileRoute('/_app/pages/$id')({
  component: SitePages,
});

const siteIdPattern = /^[1-9]\d{0,9}$/;

/** Site Pages (part 2 §2.7): the page SEO editor of one site. */
function SitePages() {
  const { id } = Route.useParams();
  const valid = siteIdPattern.test(id);
  usePageTitle(valid ? `Site Pages ${id}` : 'Page Not Found');
  if (!valid) return <NotFoundView />;
  // Keyed by id: another site is a fresh load.
  return <SitePagesView key={id} siteId={Number(id)} />;
}
