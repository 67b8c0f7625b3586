import { assertEvent, assign, setup } from 'xstate';
import type { ChecklistItemState, SiteChecklist } from '../../domain/api/siteChecklist.schema';
import { defaultChecklistType } from '../../domain/siteChecklist/checklistCatalogue';
import { mayTickChecklistType } from '../../domain/siteChecklist/checklistTicking';
import type { Role } from '../../domain/roles';
import { replaceById } from '../shared/listById';
import { liveRereading } from '../shared/liveRereading';
import type { SitesChangedEvent } from '../shared/siteChanges';
import { notify } from '../shared/notice';
import { siteChecklistNotices, unprovidedSiteChecklistActors } from './siteChecklist.actors';
import { readFailedTag } from '../shared/readFailed';

type SiteChecklistContext = {
  fhid: number;
  role: Role;
  /** A checklist type's id: one of the six of decisions.md §5 or one added in Settings. */
  type: string;
  checklist: SiteChecklist | null;
  /** The item being saved and how it was before, to put it back if the save fails. */
  pendingTick: { before: ChecklistItemState } | null;
};

type SiteChecklistEvent =
  { type: 'SET_TYPE'; checklistType: string } | { type: 'RETRY' } | { type: 'TICK'; itemId: number; checked: boolean } | SitesChangedEvent;

type SiteChecklistInput = { fhid: number; role: Role };

const findItem = (checklist: SiteChecklist | null, itemId: number): ChecklistItemState | undefined =>
  checklist?.categories.flatMap((category) => category.items).find((item) => item.id === itemId);

const withItem = (checklist: SiteChecklist | null, changed: ChecklistItemState): SiteChecklist | null =>
  checklist && {
    ...checklist,
    categories: checklist.categories.map((category) => ({
      ...category,
      items: replaceById(category.items, changed),
    })),
  };

/**
 * A site's checklist of one type (part 1 §2 'site checklist', decisions.md §5): loading -> ready or
 * error (retry); the type Select reloads. A tick shows at once and is saved through the injected
 * `checkItem`, one at a time; a saved tick is confirmed and a failed one goes back with a toast
 * saying so (issue 18, docs/decisions/0345-feedback-and-empty-states.md; the real actor also logs
 * it). Ticks the role may not make are refused here as the boxes are disabled in the view
 * (domain/checklistTicking.ts). While ready it listens for the site's live changes (a colleague's
 * tick) and re-reads the list in the background; a tick or another type meanwhile wins over that
 * re-read. No I/O: the actors are injected.
 */

export const siteChecklistMachine = setup({
  types: {
    context: {} as SiteChecklistContext,
    events: {} as SiteChecklistEvent,
    input: {} as SiteChecklistInput,
  },
  actors: unprovidedSiteChecklistActors,
  actions: {
    notify,
    showChecklist: assign({ checklist: (_, checklist: SiteChecklist) => checklist }),
    setType: assign({
      type: ({ event }) => {
        assertEvent(event, 'SET_TYPE');
        return event.checklistType;
      },
    }),
    showTick: assign(({ context, event }) => {
      assertEvent(event, 'TICK');
      const before = findItem(context.checklist, event.itemId);
      return before ? { pendingTick: { before }, checklist: withItem(context.checklist, { ...before, checked: event.checked }) } : {};
    }),
  },
  guards: {
    mayTick: ({ context, event }) => {
      assertEvent(event, 'TICK');
      return mayTickChecklistType(context.role, context.type) && findItem(context.checklist, event.itemId) !== undefined;
    },
  },
}).createMachine({
  id: 'siteChecklist',
  context: ({ input }) => ({ ...input, type: defaultChecklistType(input.role), checklist: null, pendingTick: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChecklist',
        src: 'loadChecklist',
        input: ({ context }) => ({ fhid: context.fhid, typeId: context.type }),
        onDone: { target: 'ready', actions: { type: 'showChecklist', params: ({ event }) => event.output } },
        onError: { target: 'error', actions: assign({ checklist: null }) },
      },
    },
    error: {
      tags: readFailedTag,
      on: {
        RETRY: 'loading',
        SET_TYPE: { target: 'loading', actions: 'setType' },
      },
    },
    ready: {
      initial: 'live',
      states: {
        // A tick or another type meanwhile wins over a re-read under way.
        live: {
          ...liveRereading({
            actors: unprovidedSiteChecklistActors,
            siteIds: (context: SiteChecklistContext) => [context.fhid],
            reread: { id: 'reloadChecklist', src: 'loadChecklist', input: ({ context }) => ({ fhid: context.fhid, typeId: context.type }) },
            show: 'showChecklist',
          }),
          on: {
            SET_TYPE: { target: '#siteChecklist.loading', actions: 'setType' },
            TICK: { guard: 'mayTick', target: 'ticking', actions: 'showTick' },
          },
        },
        ticking: {
          invoke: {
            id: 'checkItem',
            src: 'checkItem',
            input: ({ context }) => {
              const itemId = context.pendingTick?.before.id ?? 0;
              return { siteChecklistId: itemId, fhid: context.fhid, checked: findItem(context.checklist, itemId)?.checked ?? false };
            },
            onDone: {
              target: 'live',
              actions: [
                assign({ checklist: ({ context, event }) => withItem(context.checklist, event.output), pendingTick: null }),
                { type: 'notify', params: ({ event }) => siteChecklistNotices.tickSaved(event.output) },
              ],
            },
            onError: {
              target: 'live',
              actions: [
                assign(({ context }) =>
                  context.pendingTick ? { checklist: withItem(context.checklist, context.pendingTick.before), pendingTick: null } : {},
                ),
                { type: 'notify', params: siteChecklistNotices.tickFailed },
              ],
            },
          },
        },
      },
    },
  },
});
