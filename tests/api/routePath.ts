import type { RouteDefinition } from '../../server/http/route';

/** The route's path as a request would name it: every id (`:name{[0-9]+}`) the given id, any other parameter 'x'. */
export const routePath = (route: RouteDefinition, id: number): string =>
  route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, _name, pattern?: string) => (pattern ? String(id) : 'x'));
