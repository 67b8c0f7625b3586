import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePageTitle } from '../../wiring/usePageTitle';
import { IntakeWizard } from '../../views/intake/IntakeWizard';
import { RequireCapability } from '../../views/shell/RequireCapability';

/** New Website (part 2 §2.6): after the submit the browser leaves for the new site's board card. */
export const Route = createFileRoute('/_app/intake')({
  component: function IntakeRoute() {
    usePageTitle('New Website');
    const openCard = useCallback((cardUrl: string) => window.location.assign(cardUrl), []);
    return (
      <RequireCapability title="New Website" capability="intake">
        <IntakeWizard onDone={openCard} />
      </RequireCapability>
    );
  },
});
