import { Badge } from '@mantine/core';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import { can } from '../../../domain/permissions';
import { coachingStatus } from '../../../domain/siteList/coachingStatus';
import { useViewer } from '../../wiring/viewer';
import { MarkCoachedModal } from '../markCoached/MarkCoachedModal';
import { plainGroup, plainStack, plainText } from '../shared/plainMantine';

type Props = {
  row: SiteRow;
  onCoached: (changes: Partial<SiteRow>) => void;
  /** On a phone's card Mark Coached goes under the status when they do not fit side by side (they cut it off at 390 px). */
  wrap?: boolean;
};

/** The Coaching column (part 2 §2.8): the coaching status, the last session, and Mark Coached for the roles that may. */
export function CoachingCell({ row, onCoached, wrap = false }: Props) {
  const { role } = useViewer();
  const status = coachingStatus(row.last_coaching_session);
  // Plain elements with Mantine's classes: a list row's cell (decision 0620).
  return (
    <div {...plainGroup({ gap: 'xs', wrap: wrap ? 'wrap' : 'nowrap' })}>
      <div {...plainStack({ gap: 2 })}>
        <Badge color={status.color} variant="light" tt="none">
          {status.label}
        </Badge>
        {row.pretty_last_coaching_session && <p {...plainText({ size: 'xs', dimmed: true })}>Last: {row.pretty_last_coaching_session}</p>}
      </div>
      {can(role, 'markCoached') && <MarkCoachedModal row={row} onCoached={onCoached} />}
    </div>
  );
}
