import type { Role } from './roles';

/**
 * Who is looking at a screen: the role decides what shows, the id which notes, revisions and
 * sites are theirs, the name goes into toasts such as '{name} assigned to site!'. The browser's
 * signed-in user; machines take it as input, views read it with `useViewer()`.
 */
export type Viewer = { id: number; role: Role; name: string };
