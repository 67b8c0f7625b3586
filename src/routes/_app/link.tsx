import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePageTitle } from '../../wiring/usePageTitle';
import { BuilderLinkView } from '../../views/builderLink/BuilderLinkView';
import { RequireCapability } from '../../views/shell/RequireCapability';

/** Link or unlink a builder site (part 2 §2.4); success opens the site. */
export const Route = createFileRoute('/_app/link')({
  component: function LinkRoute() {
    usePageTitle('Link a Duda Site');
    const navigate = useNavigate();
    const onDone = useCallback((fhId: number) => void navigate({ to: '/sites/id/$id', params: { id: String(fhId) } }), [navigate]);
    return (
      <RequireCapability title="Link a Duda Site" capability="manageBuilderProject">
        <BuilderLinkView onDone={onDone} />
      </RequireCapability>
    );
  },
});
