import { ActionIcon, Button } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconSpider } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { ScrapeRequestRow } from '../../../domain/api/scrapeRequests.schema';
import { can } from '../../../domain/permissions';
import { emptyScrapeRequestDraft, scrapeRequestDraftSchema } from '../../../domain/scrapeRequests/scrapeRequestDraft';
import { type RequestScrapeOrigin, requestScrapeMachine } from '../../../machines/scrapeRequests/requestScrape.machine';
import { useKeptDraft } from '../../wiring/useKeptDraft';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { lazyWithPreload } from '../shared/lazyWithPreload';
import { MountOnOpen } from '../shared/MountOnOpen';
import { Tooltip } from '../shared/overlays/Tooltip';

const RequestScrapeDialog = lazyWithPreload(() => import('./RequestScrapeDialog').then((module) => module.RequestScrapeDialog));
const preloadDialog = () => void RequestScrapeDialog.preload();

type Props = {
  siteId: number;
  siteName: string;
  /** The site's current website: the URL the form starts with. */
  url: string | null;
  /** The site list (an icon on the row) or the site's Scrape tab (a button). */
  origin: RequestScrapeOrigin;
  /** Called once per saved request, so a page can show it. */
  onRequested?: (request: ScrapeRequestRow) => void;
};

/**
 * Request Scrape (part 1 §2, part 2 §2.1): the trigger and the modal with the type (required;
 * obituaries for admin only), the URL and a note. A thin view of requestScrapeMachine; roles that
 * may not request a scrape see nothing. What is typed is kept in the browser until it is sent or
 * discarded (closing the modal keeps it), and offered back when the modal opens (decision 0440).
 */
export function RequestScrapeModal({ siteId, siteName, url, origin, onRequested }: Props) {
  const { role } = useViewer();
  const [snapshot, send] = useWorkflowMachine('scrapeRequests', requestScrapeMachine, { input: { siteId, origin, url: url ?? '' } });

  const report = useCallbackRef((request: ScrapeRequestRow) => onRequested?.(request));
  const { requested } = snapshot.context;
  useEffect(() => {
    if (requested) report(requested);
  }, [requested, report]);

  // Kept from the modal's opening until the request is made: then the draft is blank, so forgotten.
  const blank = emptyScrapeRequestDraft(url ?? '');
  const keptDraft = useKeptDraft(
    snapshot.matches('closed') ? null : `scrapeRequest:${siteId}`,
    snapshot.matches('done') ? blank : snapshot.context.draft,
    (draft) => send({ type: 'RESTORE', draft }),
    { schema: scrapeRequestDraftSchema, blank },
  );

  if (!can(role, 'requestScrape')) return null;

  const opened = snapshot.matches('editing') || snapshot.matches('submitting') || snapshot.matches('failed');
  const open = () => send({ type: 'OPEN' });

  return (
    <>
      {origin === 'list' ? (
        <Tooltip label="Request Scrape">
          <ActionIcon
            variant="subtle"
            aria-label={`Request scrape for ${siteName}`}
            onClick={open}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
          >
            <IconSpider size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="light"
          leftSection={<IconSpider size={16} />}
          onClick={open}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
        >
          Request Scrape
        </Button>
      )}
      <MountOnOpen opened={opened}>
        {(shown) => (
          <RequestScrapeDialog opened={shown} siteName={siteName} role={role} snapshot={snapshot} send={send} keptDraft={keptDraft} />
        )}
      </MountOnOpen>
    </>
  );
}
