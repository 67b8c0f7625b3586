import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { can } from '../../../domain/permissions';
import {
  defaultDomainTool,
  type DomainTool,
  domainToolLabels,
  domainTools,
  mayChooseDomainTool,
} from '../../../domain/domains/domainTools';
import { DomainProxyTool } from '../domainProxy/DomainProxyTool';
import { DomainRequestForm } from '../domainRequest/DomainRequestForm';
import { useSiteDetail } from './siteDetailContext';
import { useViewer } from '../../wiring/viewer';
import { SiteTabPlaceholder } from './SiteTabPlaceholder';

const toolOptions = domainTools.map((tool) => ({ value: tool, label: domainToolLabels[tool] }));
const isDomainTool = (value: string): value is DomainTool => (domainTools as readonly string[]).includes(value);

/**
 * Domains (part 2 §2.1, §2.11): for admin, launch, ae and sdr; everyone else reaching the route
 * reads 'Admin Only'. Admin and launch choose between the request form and the proxy tool (launch
 * starts on the proxy tool); ae and sdr get the request form.
 */
export function SiteDomainsTab() {
  const { site } = useSiteDetail();
  const viewer = useViewer();
  const [tool, setTool] = useState<DomainTool>(() => defaultDomainTool(viewer.role));
  if (!can(viewer.role, 'seeDomainsTab')) {
    return (
      <SiteTabPlaceholder
        title="Admin Only"
        description="The domain tools of this site are for admins, launch specialists, account executives and SDRs."
      />
    );
  }
  const chooses = mayChooseDomainTool(viewer.role);
  return (
    <Stack gap="md">
      {chooses && (
        <SegmentedControl
          aria-label="Domain type"
          data={toolOptions}
          value={tool}
          onChange={(value) => isDomainTool(value) && setTool(value)}
        />
      )}
      {chooses && tool === 'proxy' ? (
        <DomainProxyTool fhid={site.id} domain={site.apex ?? ''} hostedZoneId={site.hosted_zone_id} />
      ) : (
        <DomainRequestForm fhid={site.id} />
      )}
    </Stack>
  );
}
