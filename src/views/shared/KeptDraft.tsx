import { Button, Group, Text } from '@mantine/core';
import type { KeptDraftState } from '../../wiring/useKeptDraft';

/**
 * Says that a form's text was brought back from its kept draft (decision 0436): 'Unsaved text
 * restored.' with Discard. The form keeps its draft with `useKeptDraft` (src/wiring/).
 */
export function KeptDraft({ draft }: { draft: KeptDraftState }) {
  if (!draft.restored) return null;
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        Unsaved text restored.
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={draft.discard}>
        Discard
      </Button>
    </Group>
  );
}
