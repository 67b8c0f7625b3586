import { Alert, Button, Grid, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useCallback, useDeferredValue } from 'react';
import { siteDetailMachine } from '../../../machines/siteDetail/siteDetail.machine';
import { usePaletteSite } from '../../wiring/paletteCommands';
import { usePageTitle } from '../../wiring/usePageTitle';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { SiteDetailContext } from './siteDetailContext';
import { SiteHeader } from './SiteHeader';
import { SiteNotFound } from './SiteNotFound';
import { SiteSidePanel } from './SiteSidePanel';
import { SiteTabBar } from './SiteTabBar';

type Props = {
  siteId: number;
  /** The active tab (the child route). */
  children: ReactNode;
};

const loadFailedMessage = 'Error retrieving details for site';

/**
 * The site detail page (part 2 §2.1): header, side panel and tab bar around the active tab, driven
 * by siteDetailMachine (loading skeleton, loaded, not found, failed with Retry). Every change made
 * on the page asks the machine to read the site again.
 */
export function SiteDetailView({ siteId, children }: Props) {
  const [snapshot, send] = useWorkflowMachine('siteDetail', siteDetailMachine, { input: { siteId } });
  const refresh = useCallback(() => send({ type: 'REFRESH' }), [send]);
  // The page's panels render from a deferred copy of the site: React builds them in slices in the
  // background when an answer arrives, instead of in one task that blocks the page (issue 17).
  const liveSite = snapshot.context.site;
  const site = useDeferredValue(liveSite);
  usePageTitle(liveSite ? `${liveSite.id} ${liveSite.name}` : `Site ${siteId}`);
  usePaletteSite(liveSite ?? null);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  // Below md the panel and the tabs stack: the tabs come first (on screen and in the Tab order), so
  // a tab's address opens at its content and the panel follows it (issue 33).
  const stacked = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });

  if (snapshot.matches('notFound')) return <SiteNotFound id={String(siteId)} />;

  if (snapshot.matches('failed')) {
    return (
      <Alert color="red" title={`${loadFailedMessage} ${siteId}`}>
        <Button mt="sm" variant="light" color="red" onClick={() => send({ type: 'RETRY' })}>
          Retry
        </Button>
      </Alert>
    );
  }

  if (!site) {
    return (
      <Stack role="status" aria-label="Loading site" aria-busy="true">
        <Skeleton height={40} width="60%" />
        <Grid>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={360} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton height={36} mb="md" />
            <Skeleton height={240} />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  const tabs = (
    <Stack gap="md">
      <SiteTabBar siteId={site.id} />
      {children}
    </Stack>
  );

  return (
    <SiteDetailContext value={{ site, refresh }}>
      <Stack gap="md" aria-busy={snapshot.matches({ loaded: 'refreshing' })}>
        <SiteHeader site={site} onChanged={refresh} phone={phone} />
        {stacked ? (
          <>
            {tabs}
            <SiteSidePanel site={site} onChanged={refresh} />
          </>
        ) : (
          <Grid>
            <Grid.Col span={4}>
              <SiteSidePanel site={site} onChanged={refresh} />
            </Grid.Col>
            <Grid.Col span={8}>{tabs}</Grid.Col>
          </Grid>
        )}
      </Stack>
    </SiteDetailContext>
  );
}
