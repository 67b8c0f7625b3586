import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SiteHit } from '../../../../domain/commandPalette/siteHit';
import { PaletteCommandProvider, usePaletteActions, usePaletteSite } from '../../../wiring/paletteCommands';
import { useViewer } from '../../../wiring/viewer';
import { sidebarEntriesFor } from '../../navigation/sidebarEntries';
import { CommandPalette } from '../CommandPalette';

/** A site page stand-in: it lends the palette its site and one action, as the site detail page does. */
function SitePage({ site, onAction }: { site: SiteHit; onAction: () => void }) {
  usePaletteSite(site);
  usePaletteActions([{ id: 'stage', label: 'Stage Site', run: onAction }]);
  return <Text>Viewing {site.name}</Text>;
}

/**
 * The palette as the shell holds it, in front of a page that can show any of `sites` (so stories
 * and tests see recent sites and a site's actions) and tells when the palette ran its action.
 */
export function PaletteStage({ sites, initialSite = null }: { sites: readonly SiteHit[]; initialSite?: SiteHit | null }) {
  const viewer = useViewer();
  const [shown, setShown] = useState<SiteHit | null>(initialSite);
  const [ran, setRan] = useState(0);
  return (
    <PaletteCommandProvider>
      <Stack>
        <CommandPalette entries={sidebarEntriesFor(viewer.role)} />
        <Group>
          {sites.map((site) => (
            <Button key={site.id} variant="default" onClick={() => setShown(site)}>
              Show site {site.id}
            </Button>
          ))}
        </Group>
        {shown && <SitePage key={shown.id} site={shown} onAction={() => setRan((count) => count + 1)} />}
        <Text>Stage Site ran {ran} times</Text>
      </Stack>
    </PaletteCommandProvider>
  );
}
