import { fromPromise } from 'xstate';
import { editorLinkSchema } from '../../domain/api/integrations.schema';
import type { SiteEditorActors } from '../../machines/siteEditor/siteEditor.actors';
import { api } from './http';

/** The site-editor workflow's actor: the editor in a new tab, through GET /api/sites/{id}/sso (docs/api.md 'Integrations'). */
export const siteEditorActors: SiteEditorActors = {
  openEditor: fromPromise(async ({ input: { siteId } }) => {
    // Opened before the request (the click's own pop-up, which browsers allow); the link expires
    // in 2 minutes, so it is made on click.
    const tab = window.open('', '_blank');
    try {
      const { url } = await api.get(`api/sites/${siteId}/sso`, editorLinkSchema);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      tab?.close();
      throw error;
    }
  }),
};
