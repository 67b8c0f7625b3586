import { ActionIcon, Anchor, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconNotes } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import { previewUrl, websiteUrl } from '../../../domain/siteList/siteLinks';
import type { SiteStatus } from '../../../domain/siteStatus';
import './navigationState';
import { openSiteEditor } from './openSiteEditor';
import { SiteNotesModal } from '../siteNotes/SiteNotesModal';
import { useSiteListServices } from './siteListServices';

/** A builder project is not offered for sites already staged or live (part 1 §4). */
const noProjectOffer: readonly SiteStatus[] = ['Live', 'Staged'];

export function ActionsCell({ row, role }: { row: SiteRow; role: Role }) {
  const { fetchEditorUrl } = useSiteListServices();
  const [notesOpen, setNotesOpen] = useState(false);

  const openEditor = () => openSiteEditor(row.id, fetchEditorUrl);

  const showWebsite = (row.launcher_label === 'Live' || row.hosted_obit_site) && row.apex;

  return (
    <Group gap="xs" wrap="nowrap">
      {row.duda_id && can(role, 'openEditor') && (
        <Button size="compact-xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => void openEditor()}>
          Editor
        </Button>
      )}
      {showWebsite ? (
        <Anchor href={websiteUrl(row.apex ?? '')} target="_blank" rel="noreferrer" size="sm">
          Website
        </Anchor>
      ) : (
        row.duda_id && (
          <Anchor href={previewUrl(row.id)} target="_blank" rel="noreferrer" size="sm">
            Preview
          </Anchor>
        )
      )}
      {!row.duda_id &&
        (can(role, 'manageBuilderProject') && !noProjectOffer.includes(row.launcher_label) ? (
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/create" state={{ fhid: row.id }} />}>
            Create Duda Project
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            Project not yet created
          </Text>
        ))}
      <Tooltip label="Notes">
        <ActionIcon variant="subtle" aria-label={`Notes of ${row.name}`} onClick={() => setNotesOpen(true)}>
          <IconNotes size={16} />
        </ActionIcon>
      </Tooltip>
      <SiteNotesModal opened={notesOpen} onClose={() => setNotesOpen(false)} fhid={row.id} siteName={row.name} />
    </Group>
  );
}
