import { savedViewsEndpoints } from '../../domain/api/savedViews.endpoints';
import type { SavedViewsActors } from '../../machines/savedViews/savedViews.actors';
import { fromEndpoint } from './fromEndpoint';

/** The saved-views workflow's actors: each calls its endpoint of domain/api/savedViews.endpoints.ts. */
export const savedViewsActors: SavedViewsActors = {
  loadViews: fromEndpoint(savedViewsEndpoints.list),
  createView: fromEndpoint(savedViewsEndpoints.create),
  changeView: fromEndpoint(savedViewsEndpoints.update),
  deleteView: fromEndpoint(savedViewsEndpoints.remove),
};
