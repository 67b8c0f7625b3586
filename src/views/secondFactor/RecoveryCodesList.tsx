import { Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';

type Props = { codes: string[]; onSaved: () => void };

const asText = (codes: string[]) => `Website Admin recovery codes (each works once)\n\n${codes.join('\n')}\n`;

/** The 10 recovery codes, shown this once, to copy or download before going on. */
export function RecoveryCodesList({ codes, onSaved }: Props) {
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain' }));
    link.download = 'website-admin-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack>
      <Text fw={600}>Save your recovery codes</Text>
      <Text size="sm">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown only now.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} fz="md">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={() => void navigator.clipboard.writeText(asText(codes))}>
          Copy
        </Button>
        <Button variant="default" onClick={download}>
          Download
        </Button>
        <Button onClick={onSaved}>I have saved them</Button>
      </Group>
    </Stack>
  );
}
