import { IconListCheck, IconNotes } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { rowAfterScrapeRequest } from '../../../domain/scrapeRequests/rowAfterScrapeRequest';
import { projectOffer, siteLinkOf } from '../../../domain/siteList/siteActions';
import { useViewer } from '../../wiring/viewer';
import { GoLiveButton } from '../goLive/GoLiveButton';
import { RequestScrapeModal } from '../scrapeRequests/RequestScrapeModal';
import { SiteEditorButton } from '../siteEditor/SiteEditorButton';
import { lazyWithPreload } from '../shared/lazyWithPreload';
import { MountOnOpen } from '../shared/MountOnOpen';
import { StageSiteButton } from '../staging/StageSiteButton';
import './navigationState';
import { Tooltip } from '../shared/overlays/Tooltip';
import { PlainActionIcon } from '../shared/PlainActionIcon';
import { plainAnchor, plainGroup, plainStack, plainText } from '../shared/plainMantine';

// A row's notes and checklist load when their icon is pointed at or focused, not with the list.
const SiteNotesModal = lazyWithPreload(() => import('../siteNotes/SiteNotesModal').then((module) => module.SiteNotesModal));
const SiteChecklistModal = lazyWithPreload(() => import('../siteChecklist/SiteChecklistModal').then((module) => module.SiteChecklistModal));

type ActionsCellProps = {
  row: SiteRow;
  onSiteChanged: (changes: Partial<SiteRow>) => void;
  /** The site was staged: the page is read again. */
  onChanged: () => void;
  /**
   * 'wrap': a phone card, onto as many lines as it needs; 'twoLines': a table cell, links and icons
   * on a line each; 'line': a compact row, all on one line.
   */
  layout?: 'wrap' | 'twoLines' | 'line';
};

/**
 * The Actions column (part 1 §2, §4): Editor, Website or Preview, the builder project, and the
 * site-list modals, opened in place (issue 18): notes, checklist, go-live checks, staging and
 * Request Scrape. Go Live and Stage Site show for the roles and statuses the site page offers them to.
 */
export function ActionsCell({ row, onSiteChanged, onChanged, layout = 'twoLines' }: ActionsCellProps) {
  const { role } = useViewer();
  const [notesOpen, setNotesOpen] = useState(false);
  const [checklistOpen, setChecklistOpen] = useState(false);
  const link = siteLinkOf(row);
  const project = projectOffer(row, role);

  const links = (
    <>
      <SiteEditorButton site={row} compact />
      {link && (
        <a {...plainAnchor({ size: 'sm' })} href={link.href} target="_blank" rel="noreferrer">
          {link.label}
        </a>
      )}
      {project === 'create' && (
        <Link {...plainAnchor({ size: 'sm' })} to="/create" state={{ fhid: row.id }}>
          Create Duda Project
        </Link>
      )}
      {project === 'notYetCreated' && <p {...plainText({ dimmed: true })}>Project not yet created</p>}
    </>
  );
  const modals = (
    <>
      <Tooltip label="Notes">
        <PlainActionIcon
          aria-label={`Notes of ${row.name}`}
          onClick={() => setNotesOpen(true)}
          onPointerEnter={() => void SiteNotesModal.preload()}
          onFocus={() => void SiteNotesModal.preload()}
        >
          <IconNotes size={16} />
        </PlainActionIcon>
      </Tooltip>
      <MountOnOpen opened={notesOpen}>
        {(opened) => <SiteNotesModal opened={opened} onClose={() => setNotesOpen(false)} fhid={row.id} siteName={row.name} />}
      </MountOnOpen>
      <Tooltip label="Checklist">
        <PlainActionIcon
          aria-label={`Checklist of ${row.name}`}
          onClick={() => setChecklistOpen(true)}
          onPointerEnter={() => void SiteChecklistModal.preload()}
          onFocus={() => void SiteChecklistModal.preload()}
        >
          <IconListCheck size={16} />
        </PlainActionIcon>
      </Tooltip>
      {/* Ticks and a launch reach the row through the list's live site changes; staging re-reads at once. */}
      <MountOnOpen opened={checklistOpen}>
        {(opened) => <SiteChecklistModal opened={opened} onClose={() => setChecklistOpen(false)} fhid={row.id} siteName={row.name} />}
      </MountOnOpen>
      <GoLiveButton site={row} compact />
      <StageSiteButton site={row} compact onStaged={onChanged} />
      <RequestScrapeModal
        siteId={row.id}
        siteName={row.name}
        url={row.url}
        origin="list"
        onRequested={() => onSiteChanged(rowAfterScrapeRequest(row))}
      />
    </>
  );

  if (layout !== 'twoLines') {
    return (
      <div {...plainGroup({ gap: layout === 'wrap' ? 'xs' : 4, wrap: layout === 'wrap' ? 'wrap' : 'nowrap' })}>
        {links}
        {modals}
      </div>
    );
  }
  // In the table the links and the modals' icons take a line each, so the column stays narrow
  // enough for the whole table to fit a desktop screen.
  // Plain elements with Mantine's classes: a list row's cell (decision 0620).
  return (
    <div {...plainStack({ gap: 4, align: 'flex-start' })}>
      <div {...plainGroup({ gap: 'xs', wrap: 'nowrap' })}>{links}</div>
      <div {...plainGroup({ gap: 4, wrap: 'nowrap' })}>{modals}</div>
    </div>
  );
}
