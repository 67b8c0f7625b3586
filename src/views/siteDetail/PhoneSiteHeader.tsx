import { Box, Button, Group, Stack } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type Props = { title: ReactNode; status: ReactNode; actions: ReactNode };

/**
 * The site page's header on a phone (issue 33): the name, the status and one 'Site actions' button,
 * so the tabs start on the first screen. The button shows and hides the desktop header's controls
 * in place (a disclosure, decision 0537): they stay mounted while hidden, so a modal one of them
 * opened (Stage Site, Go Live, a status change) stays open, and the Status menu keeps its own items.
 */
export function PhoneSiteHeader({ title, status, actions }: Props) {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  // Each control decides for itself whether this person on this site gets it, so whether any is
  // there shows only once they have rendered: with none, there is no 'Site actions' to open.
  const controls = useRef<HTMLDivElement>(null);
  const [hasControls, setHasControls] = useState(true);
  useEffect(() => {
    const group = controls.current;
    if (!group) return;
    const check = () => setHasControls(group.childElementCount > 0);
    check();
    const observer = new MutationObserver(check);
    observer.observe(group, { childList: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={4} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {title}
          <Group gap="xs">{status}</Group>
        </Stack>
        {hasControls && (
          <Button
            variant="default"
            flex="none"
            aria-expanded={opened}
            aria-controls={panelId}
            rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            onClick={toggle}
          >
            Site actions
          </Button>
        )}
      </Group>
      <Box id={panelId} hidden={!opened} role="group" aria-label="Site actions">
        <Group ref={controls} gap="xs">
          {actions}
        </Group>
      </Box>
    </Stack>
  );
}
