import { createFileRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { idSchema } from '../../../domain/api/id.schema';
import { usePageTitle } from '../../wiring/usePageTitle';
import { CreateProjectView } from '../../views/builderProject/CreateProjectView';

/** The site id travels in the navigation state (part 2 §2.5), set by the site page's Create Duda Project button. */
const fhidOf = (state: unknown): number | null => {
  const fhid = v.safeParse(idSchema('fhid'), (state as { fhid?: unknown } | undefined)?.fhid);
  return fhid.success ? fhid.output : null;
};

export const Route = createFileRoute('/_app/create')({
  component: function CreateRoute() {
    usePageTitle('Create Site');
    const fhid = useRouterState({ select: (state) => fhidOf(state.location.state) });
    const navigate = useNavigate();
    const onCreated = useCallback(
      (id: number) => void navigate({ to: '/sites/id/$id', params: { id: String(id) }, search: { created: 1 } }),
      [navigate],
    );
    return <CreateProjectView fhid={fhid} onCreated={onCreated} />;
  },
});
