import type { SiteChecklist } from '../../../domain/api/siteChecklist.schema';
import { checklistTypeNames, checklistTypes, type ChecklistType } from '../../../domain/siteChecklist/checklistCatalogue';

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
