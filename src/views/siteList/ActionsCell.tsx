import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { rowAfterScrapeRequest } from '../../../domain/scrapeRequests/rowAfterScrapeRequest';
import { projectOffer, siteLinkOf } from '../../../domain/siteList/siteActions';
import { useViewer } from '../../wiring/viewer';
import { RequestScrapeModal } from '../scrapeRequests/RequestScrapeModal';
import { SiteEditorButton } from '../siteEditor/SiteEditorButton';
import { SiteNotesModal } from '../siteNotes/SiteNotesModal';
import './navigationState';

type ActionsCellProps = {
  row: SiteRow;
  onSiteChanged: (changes: Partial<SiteRow>) => void;
  /** A phone card wraps the actions onto more lines; a table cell keeps them on one. */
  wrap?: boolean;
};

/** The Actions column (part 1 §2, §4): Editor, Website or Preview, the builder project, the site's notes and Request Scrape. */
export function ActionsCell({ row, onSiteChanged, wrap = false }: ActionsCellProps) {
  const { role } = useViewer();
  const [notesOpen, setNotesOpen] = useState(false);
  const link = siteLinkOf(row);
  const project = projectOffer(row, role);

  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'}>
      <SiteEditorButton site={row} compact />
      {link && (
        <Anchor href={link.href} target="_blank" rel="noreferrer" size="sm">
          {link.label}
        </Anchor>
      )}
      {project === 'create' && (
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/create" state={{ fhid: row.id }} />}>
          Create Duda Project
        </Anchor>
      )}
      {project === 'notYetCreated' && (
        <Text size="sm" c="dimmed">
          Project not yet created
        </Text>
      )}
      <Tooltip label="Notes">
        <ActionIcon variant="subtle" aria-label={`Notes of ${row.name}`} onClick={() => setNotesOpen(true)}>
          <IconNotes size={16} />
        </ActionIcon>
      </Tooltip>
      <SiteNotesModal opened={notesOpen} onClose={() => setNotesOpen(false)} fhid={row.id} siteName={row.name} />
      <RequestScrapeModal siteId={row.id} siteName={row.name} url={row.url} origin="list" onRequested={() => onSiteChanged(rowAfterScrapeRequest(row))} />
    </Group>
  );
}
