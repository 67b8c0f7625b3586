import { ActionIcon, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { IntakeStepProps } from './IntakeContext';
import { TextField } from './TextField';

/** Step 3, Design (part 2 §2.6): optional notes and site images (label, alt, file, comment) added by a drop zone; the base site's logo. */
export function DesignStep(props: IntakeStepProps) {
  const { snapshot, send } = props;
  const { images, logoUrl } = snapshot.context;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const add = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (list.length) send({ type: 'ADD_IMAGES', files: list });
  };
  return (
    <Stack gap="md">
      {snapshot.matches({ logo: 'shown' }) && logoUrl && (
        <Group>
          <Text fw={600}>Logo from the base site</Text>
          <Image src={logoUrl} alt="Base site logo" h={48} w="auto" fit="contain" />
        </Group>
      )}
      <TextField {...props} path="notes.design" label="Design Notes" kind="area" />
      <Title order={3}>Site images</Title>
      <Paper
        withBorder
        p="lg"
        role="button"
        tabIndex={0}
        aria-label="Drop images here or click to choose"
        bg={dragging ? 'blue.0' : undefined}
        style={{ borderStyle: 'dashed', cursor: 'pointer', textAlign: 'center' }}
        onClick={() => input.current?.click()}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add(e.dataTransfer.files);
        }}
      >
        <Text>Drop images here or click to choose (PNG, JPEG, GIF or WebP, up to 10 MB each)</Text>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          hidden
          data-testid="image-input"
          onChange={(e) => {
            add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </Paper>
      {images.map((image, index) => (
        <Paper key={`${image.file.name}-${index}`} withBorder p="sm" data-testid={`image-${index}`}>
          <Group align="flex-end" wrap="wrap">
            <Text size="sm" w={160} truncate>
              {image.file.name}
            </Text>
            <TextInput
              label="Label"
              value={image.label}
              onChange={(e) => send({ type: 'EDIT_IMAGE', index, field: 'label', value: e.currentTarget.value })}
            />
            <TextInput
              label="Alt text"
              value={image.alt}
              onChange={(e) => send({ type: 'EDIT_IMAGE', index, field: 'alt', value: e.currentTarget.value })}
            />
            <TextInput
              label="Comment"
              value={image.comment}
              onChange={(e) => send({ type: 'EDIT_IMAGE', index, field: 'comment', value: e.currentTarget.value })}
            />
            <ActionIcon
              color="red"
              variant="subtle"
              aria-label={`Remove ${image.label || image.file.name}`}
              onClick={() => send({ type: 'REMOVE_IMAGE', index })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
