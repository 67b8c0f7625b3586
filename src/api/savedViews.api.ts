import { fromPromise } from 'xstate';
import { savedViewSchema, savedViewsSchema } from '../../domain/api/savedViews.schema';
import type { SavedViewsActors } from '../../machines/savedViews/savedViews.actors';
import { api, noContent } from './http';

/** The saved-views workflow's actors on /api/views. */
export const savedViewsActors: SavedViewsActors = {
  loadViews: fromPromise(({ input }) => api.get('api/views', savedViewsSchema, { searchParams: { screen: input.screen } })),
  createView: fromPromise(({ input }) => api.post('api/views', input, savedViewSchema)),
  changeView: fromPromise(({ input }) => api.post(`api/views/${input.id}`, input.change, savedViewSchema)),
  deleteView: fromPromise(async ({ input }) => {
    await api.delete(`api/views/${input.id}`, noContent);
    return null;
  }),
};
