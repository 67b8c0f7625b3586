import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { SeoCounter } from './SeoCounter';
import { Modal } from '../shared/overlays/Modal';

type Props = {
  pageTitle: string | null;
  writing: boolean;
  text: string;
  onChange: (text: string) => void;
  onSave: () => void;
  onClose: () => void;
};

/** The AI helper's generated description, editable before it goes into the page; Save is disabled while empty. */
export function AiPreviewModal({ pageTitle, writing, text, onChange, onSave, onClose }: Props) {
  return (
    <Modal opened={pageTitle !== null} onClose={onClose} title={`AI description: ${pageTitle ?? ''}`} size="lg">
      <Stack gap="sm">
        {writing ? (
          <Group gap="xs" aria-busy="true" aria-label="Writing a description">
            <Loader size="sm" />
            <Text size="sm">Writing a description…</Text>
          </Group>
        ) : (
          <Textarea
            label="Generated description"
            rows={3}
            value={text}
            onChange={(event) => onChange(event.currentTarget.value)}
            description={<SeoCounter field="description" text={text} />}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={writing || text.trim() === ''} onClick={onSave}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
