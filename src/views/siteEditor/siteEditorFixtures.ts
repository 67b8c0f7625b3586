import { fromPromise } from 'xstate';
import type { EndpointInput } from '../../../domain/api/endpoint';
import type { integrationsEndpoints } from '../../../domain/api/integrations.endpoints';
import type { SiteEditorActors } from '../../../machines/siteEditor/siteEditor.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** Site-editor actors for stories: the editor 'opens' (no tab in a story), never answers, or fails, as asked. */
export const siteEditorActorsFixture = (how: StubAnswer = 'answer'): SiteEditorActors => ({
  openEditor: fromPromise<void, EndpointInput<typeof integrationsEndpoints.editorLink>>(async () => {
    await stubAnswer(how, () => undefined);
  }),
});
