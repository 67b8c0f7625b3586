import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { idParam } from '../../../../../domain/api/id.schema';
import { SiteDetailView } from '../../../../views/siteDetail/SiteDetailView';
import { SiteNotFound } from '../../../../views/siteDetail/SiteNotFound';
import { useCreatedConfetti } from '../../../../views/siteDetail/useCreatedConfetti';

/** `1` rather than true: the router writes the search back into the address, and part 2 §2.5 says ?created=1. */
type SiteDetailSearch = { created?: 1 };

/** Site detail (part 2 §2.1): this layout holds the header, side panel and tab bar; each tab is a child route. */
export const Route = createFileRoute('/_app/sites/id/$id')({
  // Only ?created=1 means something here; anything else is dropped.
  validateSearch: (search: Record<string, unknown>): SiteDetailSearch =>
    search.created === 1 || search.created === '1' || search.created === true ? { created: 1 } : {},
  component: SiteDetailRoute,
});

function SiteDetailRoute() {
  const { id } = Route.useParams();
  const { created } = Route.useSearch();
  const navigate = useNavigate();
  const removeCreated = useCallback(
    () => void navigate({ to: '.', search: (previous: SiteDetailSearch) => ({ ...previous, created: undefined }), replace: true }),
    [navigate],
  );
  useCreatedConfetti(created === 1, removeCreated);

  const siteId = v.safeParse(idParam, id);
  if (!siteId.success) return <SiteNotFound id={id} />;
  return (
    // Keyed by id: another site is a fresh load, not a refresh of this one.
    <SiteDetailView key={id} siteId={siteId.output}>
      <Outlet />
    </SiteDetailView>
  );
}
