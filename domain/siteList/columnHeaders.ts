import type { Role } from '../roles';
import { assignees } from './assignees';
import type { ColumnId } from './listScreens';
import { personColumnFor } from './personColumn';

const fixedHeaders: Record<Exclude<ColumnId, 'person'>, string> = {
  id: 'ID',
  name: 'Name',
  rooftops: 'Rooftops',
  status: 'Status',
  members: 'Members',
  launchDate: 'Launch Date',
  coaching: 'Coaching',
  info: 'Info',
  assign: 'Assign',
  actions: 'Actions',
};

/** A list column's header as the viewer sees it: the person column is named after their role's person (the table and the CSV export). */
export const columnHeader = (column: ColumnId, viewerRole: Role): string =>
  column === 'person' ? assignees[personColumnFor(viewerRole)].label : fixedHeaders[column];
