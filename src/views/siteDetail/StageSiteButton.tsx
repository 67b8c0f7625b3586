import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { SiteDetail } from '../../../domain/api/siteDetail.schema';
import { useSiteDetailServices } from './siteDetailServices';

type Props = { site: SiteDetail; onStaged: () => void };

/**
 * Stage Site (part 2 §2.1): a confirm, then POST /api/sites/{id}/stage. Its own component so the
 * staging validation modal (fake obituaries, collection URLs) can replace it without touching the header.
 */
export function StageSiteButton({ site, onStaged }: Props) {
  const { stageSite } = useSiteDetailServices();
  const [opened, { open, close }] = useDisclosure(false);
  const [staging, setStaging] = useState(false);

  const stage = async () => {
    setStaging(true);
    try {
      await stageSite(site.id);
      notifications.show({ color: 'green', message: 'Site staged' });
      close();
      onStaged();
    } catch {
      notifications.show({ color: 'red', message: 'Unable to stage site' });
    } finally {
      setStaging(false);
    }
  };

  return (
    <>
      <Button color="teal" onClick={open}>
        Stage Site
      </Button>
      <Modal opened={opened} onClose={close} title="Stage Site">
        <Text mb="md">Stage {site.name}? The site moves from {site.launcher_label} to Staged.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={staging}>
            Cancel
          </Button>
          <Button color="teal" loading={staging} onClick={() => void stage()}>
            Stage
          </Button>
        </Group>
      </Modal>
    </>
  );
}
