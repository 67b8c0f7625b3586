import { ActionIcon, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { IconSpider } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { ScrapeRequestRow } from '../../../domain/api/scrapeRequests.schema';
import { can } from '../../../domain/permissions';
import { scrapeRequestTypeLabels, scrapeRequestTypesFor } from '../../../domain/scrapeRequests/scrapeRequestTypes';
import { type RequestScrapeOrigin, requestScrapeMachine } from '../../../machines/scrapeRequests/requestScrape.machine';
import { useViewer } from '../../wiring/viewer';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { MountOnOpen } from '../shared/MountOnOpen';
import { DeferredTooltip } from '../shared/DeferredTooltip';

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
 * may not request a scrape see nothing.
 */
export function RequestScrapeModal({ siteId, siteName, url, origin, onRequested }: Props) {
  const { role } = useViewer();
  const [snapshot, send] = useWorkflowMachine('scrapeRequests', requestScrapeMachine, { input: { siteId, origin, url: url ?? '' } });

  const report = useCallbackRef((request: ScrapeRequestRow) => onRequested?.(request));
  const { requested, draft, problem } = snapshot.context;
  useEffect(() => {
    if (requested) report(requested);
  }, [requested, report]);

  if (!can(role, 'requestScrape')) return null;

  const submitting = snapshot.matches('submitting');
  const opened = snapshot.matches('editing') || submitting || snapshot.matches('failed');
  const open = () => send({ type: 'OPEN' });
  const types = scrapeRequestTypesFor(role).map((type) => ({ value: type, label: scrapeRequestTypeLabels[type] }));

  return (
    <>
      {origin === 'list' ? (
        <DeferredTooltip label="Request Scrape">
          <ActionIcon variant="subtle" aria-label={`Request scrape for ${siteName}`} onClick={open}>
            <IconSpider size={16} />
          </ActionIcon>
        </DeferredTooltip>
      ) : (
        <Button variant="light" leftSection={<IconSpider size={16} />} onClick={open}>
          Request Scrape
        </Button>
      )}
      <MountOnOpen opened={opened}>
        {(shown) => (
          <Modal opened={shown} onClose={() => send({ type: 'CLOSE' })} title={`Request Scrape for ${siteName}`}>
            <Stack>
              <Select
                label="Scrape Type"
                placeholder="Choose a type"
                data={types}
                value={draft.type}
                error={problem}
                readOnly={submitting}
                allowDeselect={false}
                onChange={(value) => {
                  const chosen = types.find((option) => option.value === value);
                  if (chosen) send({ type: 'SET_TYPE', scrapeType: chosen.value });
                }}
                comboboxProps={{ withinPortal: false }}
              />
              <TextInput
                label="URL"
                value={draft.url}
                readOnly={submitting}
                onChange={(event) => send({ type: 'SET_URL', url: event.currentTarget.value })}
              />
              <Textarea label="Note" rows={3} value={draft.note} readOnly={submitting} onChange={(event) => send({ type: 'SET_NOTE', note: event.currentTarget.value })} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => send({ type: 'CLOSE' })} disabled={submitting}>
                  Cancel
                </Button>
                <Button onClick={() => send({ type: 'SUBMIT' })} loading={submitting}>
                  Submit
                </Button>
              </Group>
            </Stack>
          </Modal>
        )}
      </MountOnOpen>
    </>
  );
}
