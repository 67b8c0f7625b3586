import { can } from '../permissions';
import type { Viewer } from '../viewer';

/** Edit or delete a note: its author, or admin (decisions.md §2). The server's rule and the view's. */
export const mayChangeNote = (viewer: Pick<Viewer, 'id' | 'role'>, authorId: number | null): boolean =>
  authorId === viewer.id || can(viewer.role, 'editAnyNote');
