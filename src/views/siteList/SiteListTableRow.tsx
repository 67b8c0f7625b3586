import { memo, type ReactNode } from 'react';
import type { SiteRow } from '../../../domain/api/siteList.schema';
import type { AssigneeRole } from '../../../domain/roles';
import type { ColumnId, ListScreen } from '../../../domain/siteList/listScreens';
import { AssignSelect } from '../assignment/AssignSelect';
import { RowCheckbox } from '../bulkActions/SelectionCheckboxes';
import { LaunchDateControl } from '../launchSchedule/LaunchDateControl';
import { plainTdClassName, plainText, plainTr } from '../shared/plainMantine';
import { ActionsCell } from './ActionsCell';
import { CoachingCell } from './CoachingCell';
import { InfoIconsCell } from './InfoIconsCell';
import { MembersCell } from './MembersCell';
import { PersonCell } from './PersonCell';
import { SiteIdCell } from './SiteIdCell';
import { SiteNameCell } from './SiteNameCell';
import { StatusCell } from './StatusCell';

/**
 * The Actions column stays in view at the right edge when the table is wider than the page (the
 * sidebar open, or compact rows' one-line cells): the row's actions are what people come for.
 */
export const stuckRight = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  backgroundColor: 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border)',
} as const;

const selectedBackground = { background: 'var(--mantine-primary-color-light)' } as const;
const focusOutline = { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: -2 } as const;

type SiteListTableRowProps = {
  screen: ListScreen;
  row: SiteRow;
  /** Inside a bulk-actions scope: a checkbox cell first. */
  selectable: boolean;
  /** Chosen with x or its checkbox. */
  selected: boolean;
  /** The row the j/k keys are on. */
  focused: boolean;
  /** Each cell on one line (the person's density). */
  compact: boolean;
  /** Whom the person column shows, for the viewer's role. */
  personRole: AssigneeRole;
  onAssigned: () => void;
  onSiteChanged: (id: number, changes: Partial<SiteRow>) => void;
};

/**
 * One site of the list table. Memoised: a row is the table's costly part (its cells' controls and
 * machines), and the list renders again for reasons that leave a row as it was (the URL changing
 * before a page is read, the page loading, another row focused or selected); only a row whose
 * site, focus or selection changed renders again (issue 31).
 */
export const SiteListTableRow = memo(function SiteListTableRow({
  screen,
  row,
  selectable,
  selected,
  focused,
  compact,
  personRole,
  onAssigned,
  onSiteChanged,
}: SiteListTableRowProps) {
  const cell = (column: ColumnId): ReactNode => {
    switch (column) {
      case 'id':
        return <SiteIdCell row={row} />;
      case 'name':
        return <SiteNameCell row={row} oneLine={compact} />;
      case 'rooftops':
        return <p {...plainText()}>{row.rooftops}</p>;
      case 'status':
        return <StatusCell row={row} />;
      case 'person':
        return <PersonCell row={row} role={personRole} />;
      case 'members':
        return <MembersCell row={row} oneLine={compact} />;
      case 'launchDate':
        return <LaunchDateControl site={row} onChanged={onAssigned} oneLine={compact} />;
      case 'coaching':
        return <CoachingCell row={row} onCoached={(changes) => onSiteChanged(row.id, changes)} />;
      case 'info':
        return <InfoIconsCell row={row} />;
      case 'assign':
        return screen.assignRole && <AssignSelect row={row} role={screen.assignRole} onAssigned={onAssigned} />;
      case 'actions':
        return (
          <ActionsCell
            row={row}
            onSiteChanged={(changes) => onSiteChanged(row.id, changes)}
            onChanged={onAssigned}
            layout={compact ? 'line' : 'twoLines'}
          />
        );
    }
  };

  // Plain elements with the table's classes: Table.Tr and Table.Td add a component each to every
  // cell of twenty rows and nothing else (decision 0620).
  return (
    <tr
      {...plainTr}
      aria-label={row.name}
      aria-selected={selected}
      data-focused={focused || undefined}
      // Roving focus: the row j/k reached is the one Tab comes back to.
      tabIndex={focused ? 0 : -1}
      style={{ ...(selected ? selectedBackground : {}), ...(focused ? focusOutline : {}) }}
    >
      {selectable && (
        <td className={plainTdClassName}>
          <RowCheckbox id={row.id} name={row.name} />
        </td>
      )}
      {screen.columns.map((column) => (
        <td key={column} className={plainTdClassName} style={column === 'actions' ? stuckRight : undefined}>
          {cell(column)}
        </td>
      ))}
    </tr>
  );
});
