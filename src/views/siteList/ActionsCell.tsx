import { Anchor, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import { previewUrl, websiteUrl } from '../../../domain/siteList/siteLinks';
import type { SiteStatus } from '../../../domain/siteStatus';
import './navigationState';
import { useSiteListServices } from './siteListServices';

/** A builder project is not offered for sites already staged or live (part 1 §4). */
const noProjectOffer: readonly SiteStatus[] = ['Live', 'Staged'];

export function ActionsCell({ row, role }: { row: SiteRow; role: Role }) {
  const { fetchEditorUrl } = useSiteListServices();

  const openEditor = async () => {
    // Opened before the request so the browser counts it as the click's own pop-up.
    const tab = window.open('', '_blank');
    const toast = notifications.show({ loading: true, message: 'Loading site editor', autoClose: false });
    try {
      const url = await fetchEditorUrl(row.id);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
      notifications.update({ id: toast, loading: false, color: 'green', message: 'Opening site editor!', autoClose: true });
    } catch {
      tab?.close();
      notifications.update({ id: toast, loading: false, color: 'red', message: 'Unable to load site editor', autoClose: true });
    }
  };

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
    </Group>
  );
}
