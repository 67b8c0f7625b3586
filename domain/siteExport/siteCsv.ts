import dayjs from 'dayjs';
import type { SiteRow } from '../api/siteList.schema';
import { csvLine } from '../csv/csvCell';
import type { Role } from '../roles';
import { assigneeOf, assignees, memberOrder } from '../siteList/assignees';
import { coachingStatus } from '../siteList/coachingStatus';
import { columnHeader } from '../siteList/columnHeaders';
import { infoIcons } from '../siteList/infoIcons';
import type { ColumnId, ListScreen } from '../siteList/listScreens';
import { personColumnFor } from '../siteList/personColumn';

/**
 * The CSV export of a list screen (issue 19, docs/decisions/0353): the columns the screen shows,
 * headed as the table heads them, each cell the text the cell shows. Actions holds buttons, not
 * data, so it is left out.
 */

type ExportColumn = Exclude<ColumnId, 'actions'>;

const personName = (row: SiteRow, role: Parameters<typeof assigneeOf>[1]): string => assigneeOf(row, role)?.name ?? '';

interface ExportContext {
  screen: ListScreen;
  viewerRole: Role;
  /** The export's moment: 'today' for the coaching status and the file name. */
  at: Date;
}

const cellText = (column: ExportColumn, row: SiteRow, { screen, viewerRole, at }: ExportContext): string => {
  switch (column) {
    case 'id':
      return String(row.id);
    case 'name':
      return row.name;
    case 'rooftops':
      return String(row.rooftops);
    case 'status':
      return row.launcher_label;
    case 'person':
      return personName(row, personColumnFor(viewerRole));
    case 'members':
      return memberOrder
        .flatMap((role) => (assigneeOf(row, role) ? [`${assignees[role].label}: ${personName(row, role)}`] : []))
        .join('; ');
    case 'launchDate':
      return row.pretty_scheduled_launch_date ?? '';
    case 'coaching': {
      const { label } = coachingStatus(row.last_coaching_session, dayjs(at));
      return row.pretty_last_coaching_session ? `${label} (last ${row.pretty_last_coaching_session})` : label;
    }
    case 'info':
      return infoIcons(row.site_checklist_ids, row.scrape_requested)
        .map((icon) => icon.label)
        .join('; ');
    case 'assign':
      return screen.assignRole ? personName(row, screen.assignRole) : '';
  }
};

const exportColumns = (screen: ListScreen): ExportColumn[] =>
  screen.columns.filter((column): column is ExportColumn => column !== 'actions');

/** The export of one screen for one viewer at one moment. */
export const siteCsv = (context: ExportContext) => {
  const columns = exportColumns(context.screen);
  const { screen, viewerRole, at } = context;
  return {
    /** 'ready-for-floral-2026-11-23.csv': the screen's heading and the day of the export. */
    fileName: `${(screen.heading ?? screen.title)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${dayjs(at).format('YYYY-MM-DD')}.csv`,
    /** The header line, a byte-order mark first so Excel reads the file as UTF-8. */
    header: `\uFEFF${csvLine(columns.map((column) => columnHeader(column, viewerRole)))}`,
    line: (row: SiteRow): string => csvLine(columns.map((column) => cellText(column, row, context))),
  };
};
