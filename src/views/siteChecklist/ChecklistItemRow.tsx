import { Checkbox, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ChecklistItemState } from '../../../domain/api/siteChecklist.schema';
import { Tooltip } from '../shared/overlays/Tooltip';

type Props = {
  item: ChecklistItemState;
  /** The viewer's role may not tick this checklist. */
  disabled: boolean;
  /** Another tick is being saved: the box keeps its focus but takes no change. */
  busy: boolean;
  onTick: (checked: boolean) => void;
};

/** One item: the box, and who ticked it and when (part 1 §3: checker's name and when). */
export function ChecklistItemRow({ item, disabled, busy, onTick }: Props) {
  const when = item.when ? dayjs(item.when) : null;
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`checklist-item-${item.id}`}>
      <Checkbox
        label={item.description}
        checked={item.checked}
        disabled={disabled}
        // Not disabled while a tick saves: a disabled box drops focus to the page body (issue 33).
        aria-disabled={busy || undefined}
        onChange={(event) => !busy && onTick(event.currentTarget.checked)}
      />
      {item.checked && item.name && when && (
        <Tooltip label={when.format('MMM D, YYYY h:mm A')}>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {item.name} · {when.format('MMM D, YYYY')}
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}
