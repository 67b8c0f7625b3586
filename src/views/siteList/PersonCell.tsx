import { Avatar } from '@mantine/core';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { AssigneeRole } from '../../../domain/roles';
import { assigneeOf } from '../../../domain/siteList/assignees';
import { plainGroup, plainText } from '../shared/plainMantine';

/** The role-dependent person column (decisions.md §1). */
export function PersonCell({ row, role }: { row: SiteRow; role: AssigneeRole }) {
  const person = assigneeOf(row, role);
  if (!person) {
    return <p {...plainText({ dimmed: true })}>Not assigned</p>;
  }
  const text = plainText();
  // Plain elements with Mantine's classes: a list row's cell (decision 0620).
  return (
    <div {...plainGroup({ gap: 6, wrap: 'nowrap' })}>
      <Avatar src={person.image} name={person.name} color="initials" radius="xl" size="sm" />
      <p {...text} style={{ ...text.style, whiteSpace: 'nowrap' }}>
        {person.name}
      </p>
    </div>
  );
}
