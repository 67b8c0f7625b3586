import { can } from '../../../domain/permissions';
import { useViewer } from '../../wiring/viewer';
import { SiteTabPlaceholder } from './SiteTabPlaceholder';

/** Domains (part 2 §2.1): for admin, launch, ae and sdr; everyone else reaching the route reads 'Admin Only'. */
export function SiteDomainsTab() {
  const { role } = useViewer();
  if (!can(role, 'seeDomainsTab')) {
    return <SiteTabPlaceholder title="Admin Only" description="The domain tools of this site are for admins, launch specialists, account executives and SDRs." />;
  }
  return (
    <SiteTabPlaceholder
      title="Domains"
      description="The domain request form (sent to the funeral home, the provider and the account executive) and the proxy tool for this site's domain arrive here in a later issue."
    />
  );
}
