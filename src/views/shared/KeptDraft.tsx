import { Button, Group, Text } from '@mantine/core';
import { useKeptDraft } from '../../wiring/useKeptDraft';

type Props = {
  /** The form and what it is for, e.g. `note:12`: one draft each, per person. */
  form: string;
  /** What the form's text box holds now. */
  text: string;
  /** Puts text into the form's box (the kept draft, or '' to discard it). */
  onRestore: (text: string) => void;
};

/**
 * Keeps what is typed into a form's text box in this browser until it is saved or discarded
 * (decision 0436), and says so when it brings it back: 'Unsaved text restored.' with Discard.
 */
export function KeptDraft({ form, text, onRestore }: Props) {
  const { restored, discard } = useKeptDraft(form, text, onRestore);
  if (!restored) return null;
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        Unsaved text restored.
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={discard}>
        Discard
      </Button>
    </Group>
  );
}
