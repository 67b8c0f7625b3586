import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

type FilterCardProps = {
  label: string;
  value: number;
  chosen: boolean;
  onToggle: () => void;
  /** The accessible name when it is not the card's whole text. */
  'aria-label'?: string;
  /** A line beside the count. */
  children?: ReactNode;
};

/**
 * A count above My Sites that filters the list to what it counts (issue 33): a toggle button
 * (`aria-pressed`), outlined while chosen; a second click shows the whole list again.
 */
export function FilterCard({ label, value, chosen, onToggle, children, 'aria-label': ariaLabel }: FilterCardProps) {
  return (
    <UnstyledButton aria-label={ariaLabel} aria-pressed={chosen} onClick={onToggle} h="100%">
      <Paper withBorder p="md" radius="md" h="100%" bd={chosen ? '2px solid var(--mantine-primary-color-filled)' : undefined}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        {/* The line beside the count, so a card is no taller for it (three cards stack on a phone). */}
        <Group gap="sm" wrap="nowrap" align="center">
          <Text fz={28} fw={700}>
            {value}
          </Text>
          {children}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
