import { Badge, Group, Stack, Text } from '@mantine/core';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { can } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';
import { coachingStatus } from '../../../domain/siteList/coachingStatus';
import { MarkCoachedModal } from '../markCoached/MarkCoachedModal';

type Props = {
  row: SiteRow;
  role: Role;
  onCoached: (changes: Partial<SiteRow>) => void;
};

export function CoachingCell({ row, role, onCoached }: Props) {
  const status = coachingStatus(row.last_coaching_session);
  return (
    <Group gap="xs" wrap="nowrap">
      <Stack gap={2}>
        <Badge color={status.color} variant="light" tt="none">
          {status.label}
        </Badge>
        {row.pretty_last_coaching_session && (
          <Text size="xs" c="dimmed">
            Last: {row.pretty_last_coaching_session}
          </Text>
        )}
      </Stack>
      {can(role, 'markCoached') && <MarkCoachedModal row={row} onCoached={onCoached} />}
    </Group>
  );
}
