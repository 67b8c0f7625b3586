import { Avatar, Group, Text } from '@mantine/core';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { AssigneeRole } from '../../../domain/roles';
import { assigneeOf } from '../../../domain/siteList/assignees';

/** The role-dependent person column (decisions.md §1). */
export function PersonCell({ row, role }: { row: SiteRow; role: AssigneeRole }) {
  const person = assigneeOf(row, role);
  if (!person) {
    return (
      <Text size="sm" c="dimmed">
        Not assigned
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <Avatar src={person.image} name={person.name} color="initials" radius="xl" size="sm" />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {person.name}
      </Text>
    </Group>
  );
}
