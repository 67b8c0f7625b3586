import { fromPromise } from 'xstate';
import { integrationsEndpoints } from '../../domain/api/integrations.endpoints';
import type { SiteEditorActors } from '../../machines/siteEditor/siteEditor.actors';
import { call } from './http';

/** The site-editor workflow's actor: the editor in a new tab, through GET /api/sites/{id}/sso (domain/api/integrations.endpoints.ts). */
export const siteEditorActors: SiteEditorActors = {
  openEditor: fromPromise(async ({ input }) => {
    // Opened before the request (the click's own pop-up, which browsers allow); the link expires
    // in 2 minutes, so it is made on click. No abort signal: the tab still gets its editor when the
    // page that asked for it is left meanwhile.
    const tab = window.open('', '_blank');
    try {
      const { url } = await call(integrationsEndpoints.editorLink, input);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      tab?.close();
      throw error;
    }
  }),
};
