import { Button } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconSpider } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { EventFrom, SnapshotFrom } from 'xstate';
import type { ScrapeRequestRow } from '../../../domain/api/scrapeRequests.schema';
import { can } from '../../../domain/permissions';
import { emptyScrapeRequestDraft, scrapeRequestDraftSchema } from '../../../domain/scrapeRequests/scrapeRequestDraft';
import { type RequestScrapeOrigin, requestScrapeMachine } from '../../../machines/scrapeRequests/requestScrape.machine';
import { useKeptDraft } from '../../wiring/useKeptDraft';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachineOnFirstUse } from '../../wiring/useWorkflowMachine';
import { lazyWithPreload } from '../shared/lazyWithPreload';
import { MountOnOpen } from '../shared/MountOnOpen';
import { Tooltip } from '../shared/overlays/Tooltip';
import { PlainActionIcon } from '../shared/PlainActionIcon';

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
  // Started by the first click: the list has one per row (decision 0620).
  const [snapshot, send] = useWorkflowMachineOnFirstUse('scrapeRequests', requestScrapeMachine, {
    input: { siteId, origin, url: url ?? '' },
  });

  if (!can(role, 'requestScrape')) return null;

  const open = () => send({ type: 'OPEN' });

  return (
    <>
      {origin === 'list' ? (
        <Tooltip label="Request Scrape">
          <PlainActionIcon
            aria-label={`Request scrape for ${siteName}`}
            onClick={open}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
          >
            <IconSpider size={16} />
          </PlainActionIcon>
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
      {snapshot && (
        <RequestScrapeRunning snapshot={snapshot} send={send} siteId={siteId} siteName={siteName} url={url} onRequested={onRequested} />
      )}
    </>
  );
}

type RunningProps = Omit<Props, 'origin'> & {
  snapshot: SnapshotFrom<typeof requestScrapeMachine>;
  send: (event: EventFrom<typeof requestScrapeMachine>) => void;
};

/** The machine once started: the kept draft, the request reported to the page, and the dialog. */
function RequestScrapeRunning({ snapshot, send, siteId, siteName, url, onRequested }: RunningProps) {
  const { role } = useViewer();
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

  const opened = snapshot.matches('editing') || snapshot.matches('submitting') || snapshot.matches('failed');
  return (
    <MountOnOpen opened={opened}>
      {(shown) => (
        <RequestScrapeDialog opened={shown} siteName={siteName} role={role} snapshot={snapshot} send={send} keptDraft={keptDraft} />
      )}
    </MountOnOpen>
  );
}
