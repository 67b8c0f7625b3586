import { Badge, useMantineTheme } from '@mantine/core';
import { IconBolt, IconBrandTrello, IconNews } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { boardCardUrl } from '../../../domain/siteList/siteLinks';
import { Tooltip } from '../shared/overlays/Tooltip';
import { plainActionIcon, plainActionIconIcon, plainAnchor, plainGroup, plainText } from '../shared/plainMantine';

const changes = (count: number) => `${count} change(s)`;

/** Board card link, id, urgent-build and obit-only icons, and the revisions badge (part 1 §2). */
export function SiteIdCell({ row }: { row: SiteRow }) {
  const theme = useMantineTheme();
  // Unfixed revisions outrank fixed ones waiting for verification.
  const badge =
    row.revisions_needed > 0
      ? { color: 'red', count: row.revisions_needed, tooltip: `${changes(row.revisions_needed)} needed` }
      : row.verification_needed > 0
        ? { color: 'blue', count: row.verification_needed, tooltip: `${changes(row.verification_needed)} needing verification` }
        : null;

  // Plain elements with Mantine's classes: a list row's cell (decision 0620).
  return (
    <div {...plainGroup({ gap: 4, wrap: 'nowrap' })}>
      {row.trello_card_id && (
        <Tooltip label="Open board card">
          <a
            {...plainActionIcon(theme, { variant: 'subtle', size: 'sm' })}
            href={boardCardUrl(row.id)}
            target="_blank"
            rel="noreferrer"
            aria-label={`Board card of site ${row.id}`}
          >
            <span className={plainActionIconIcon}>
              <IconBrandTrello size={16} />
            </span>
          </a>
        </Tooltip>
      )}
      <p {...plainText()}>{row.id}</p>
      {row.urgent_build && (
        <Tooltip label="Urgent build">
          <IconBolt size={16} color="var(--mantine-color-orange-6)" aria-label="Urgent build" role="img" />
        </Tooltip>
      )}
      {row.hosted_obit_site && (
        <Tooltip label="Obituaries only (hosted obit site)">
          <IconNews size={16} color="var(--mantine-color-grape-6)" aria-label="Obit-only site" role="img" />
        </Tooltip>
      )}
      {badge && (
        <Tooltip label={badge.tooltip}>
          <Link {...plainAnchor()} aria-label={badge.tooltip} to="/sites/id/$id/qa" params={{ id: String(row.id) }}>
            <Badge color={badge.color} size="sm" circle>
              {badge.count}
            </Badge>
          </Link>
        </Tooltip>
      )}
    </div>
  );
}
