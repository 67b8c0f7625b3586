import { createFileRoute } from '@tanstack/react-router';
import { PeopleView } from '../../views/people/PeopleView';
import { RequireCapability } from '../../views/shell/RequireCapability';

/** Admins only (the API answers 403 to anyone else); the sidebar shows the entry to admins. */
export const Route = createFileRoute('/_app/people')({
  component: () => (
    <RequireCapability title="People" capability="managePeople">
      <PeopleView />
    </RequireCapability>
  ),
});
