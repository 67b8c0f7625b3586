import { fromPromise } from 'xstate';
import type { SiteChecklist } from '../../../domain/api/siteChecklist.schema';
import { checklistTypeNames, checklistTypes, type ChecklistType } from '../../../domain/siteChecklist/checklistCatalogue';
import type { Viewer } from '../../../domain/viewer';
import type { SiteChecklistActors } from '../../../machines/siteChecklist/siteChecklist.actors';
import { type StubAnswer, stubAnswer } from '../../testing/stubAnswer';
import { changedOnceShown, quietSiteChanges } from '../../testing/siteChangesStub';

export const checklistDesigner: Viewer = { id: 5, role: 'designer', name: 'Dana Designer' };
export const checklistExecutive: Viewer = { id: 4, role: 'ae', name: 'Alex Executive' };

const types = checklistTypes.map((id) => ({ id, name: checklistTypeNames[id] }));

/** A checklist of one type, as GET /api/siteChecklist/checklist answers: one item ticked, one not, per category. */
export const checklistFixture = (type: ChecklistType): SiteChecklist => ({
  type,
  types,
  categories: [
    {
      id: 1,
      name: `${checklistTypeNames[type]} basics`,
      items: [
        { id: 1, description: 'Builder project created from the chosen template', checked: false, name: null, when: null },
        { id: 2, description: 'Logo uploaded in high resolution', checked: true, name: 'Dana Designer', when: '2025-03-10T15:00:00.000Z' },
      ],
    },
    {
      id: 2,
      name: `${checklistTypeNames[type]} review`,
      items: [{ id: 3, description: 'Pages reviewed on a phone', checked: false, name: null, when: null }],
    },
  ],
});

type ChecklistAnswers = {
  loadChecklist?: StubAnswer;
  /** The reads after a live change; like the first by default. */
  reloadChecklist?: StubAnswer;
  checkItem?: StubAnswer;
  /** The site changes (live) once the checklist shows. */
  liveChange?: boolean;
};

/** Checklist actors for stories: each call answers, hangs or fails as asked. */
export const checklistActorsFixture = (behaviour: ChecklistAnswers = {}): SiteChecklistActors => {
  let reads = 0;
  return {
    siteChanges: behaviour.liveChange ? changedOnceShown : quietSiteChanges,
    // The machine always names the type; the query leaves it optional for the server's role default.
    loadChecklist: fromPromise(({ input }) =>
      stubAnswer((reads++ === 0 ? behaviour.loadChecklist : (behaviour.reloadChecklist ?? behaviour.loadChecklist)) ?? 'answer', () =>
        checklistFixture((input.typeId as ChecklistType | undefined) ?? 'design'),
      ),
    ),
    checkItem: fromPromise(({ input }) =>
      stubAnswer(behaviour.checkItem ?? 'answer', () => {
        const item = checklistFixture('design')
          .categories.flatMap((category) => category.items)
          .find((entry) => entry.id === input.siteChecklistId);
        if (!item) throw new Error('Checklist item not found');
        return { ...item, checked: input.checked, name: 'You', when: new Date().toISOString() };
      }),
    ),
  };
};
