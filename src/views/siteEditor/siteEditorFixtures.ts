import { fromPromise } from 'xstate';
import type { OpenEditorInput, SiteEditorActors } from '../../../machines/siteEditor/siteEditor.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** Site-editor actors for stories: the editor 'opens' (no tab in a story), never answers, or fails, as asked. */
export const siteEditorActorsFixture = (how: StubAnswer = 'answer'): SiteEditorActors => ({
  openEditor: fromPromise<void, OpenEditorInput>(async () => {
    await stubAnswer(how, () => undefined);
  }),
});
