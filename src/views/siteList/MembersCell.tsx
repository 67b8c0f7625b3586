import { Avatar } from '@mantine/core';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { assigneeOf, assignees, memberOrder } from '../../../domain/siteList/assignees';
import { Tooltip } from '../shared/overlays/Tooltip';
import { plainGroup } from '../shared/plainMantine';

/** `oneLine` (compact rows): the avatars side by side on one line, however many. */
export function MembersCell({ row, oneLine = false }: { row: SiteRow; oneLine?: boolean }) {
  const members = memberOrder.flatMap((role) => {
    const person = assigneeOf(row, role);
    return person ? [{ role, person, label: `${assignees[role].label}: ${person.name}` }] : [];
  });
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      {/* Side by side, not overlapped: overlapping cut the initials off (issue 18); the name is on hover. */}
      <div {...plainGroup({ gap: 4, wrap: oneLine ? 'nowrap' : 'wrap', maw: oneLine ? undefined : 132 })}>
        {members.map(({ role, person, label }) => (
          <Tooltip key={role} label={label} withArrow>
            <Avatar src={person.image} name={person.name} color="initials" radius="xl" size="sm" alt={label} aria-label={label} />
          </Tooltip>
        ))}
      </div>
    </Tooltip.Group>
  );
}
