import { and, assertEvent, assign, not, raise, setup } from 'xstate';
import { refusalOf } from '../../domain/api/apiError';
import type { PagesSite, PresetUsage, SitePage, SitePages } from '../../domain/api/pageSeo.schema';
import { isFixedTitlePage } from '../../domain/pageSeo/fixedTitlePages';
import { defaultPresetId, type PresetId } from '../../domain/pageSeo/pagePresets';
import type { SeoField } from '../../domain/pageSeo/seoLimits';
import { can } from '../../domain/permissions';
import type { Viewer } from '../../domain/viewer';
import { notify } from '../shared/notice';
import { changedPages, type Drafts, draftsOf, settleDrafts, withDraft } from './pageDrafts';
import { type PageSeoChange, pageSeoNotices, unprovidedPageSeoActors } from './pageSeo.actors';
import { readFailedTag } from '../shared/readFailed';

export type AiPreview = { uuid: string; text: string };

type PageSeoContext = {
  siteId: number;
  /** editPageSeo (admin, designer, care); everyone else reads. */
  canEdit: boolean;
  site: PagesSite | null;
  /** As the builder has them. */
  pages: SitePage[];
  drafts: Drafts;
  preset: PresetId;
  usage: PresetUsage | null;
  ai: AiPreview | null;
  /** The server's words when it refused the load (a site without a builder project), null for any other failure. */
  loadRefusal: string | null;
};

export type PageSeoEvent =
  | { type: 'RETRY' }
  | { type: 'EDIT'; uuid: string; field: SeoField; value: string }
  | { type: 'SAVE' }
  | { type: 'DISCARD' }
  /** Changes kept in the browser, offered back when the editor opens (an empty list is their Discard). */
  | { type: 'RESTORE_DRAFTS'; changes: PageSeoChange[] }
  | { type: 'CHOOSE_PRESET'; preset: PresetId }
  | { type: 'APPLY_PRESET' }
  | { type: 'ASK_AI'; uuid: string }
  | { type: 'CHANGE_PREVIEW'; text: string }
  | { type: 'SAVE_PREVIEW' }
  | { type: 'CLOSE_PREVIEW' }
  | { type: 'RELOAD_USAGE' };

export type PageSeoInput = { siteId: number; viewer: Viewer };

const pageOf = (context: PageSeoContext, uuid: string) => context.pages.find((page) => page.uuid === uuid);

const loaded = ({ pages, site }: SitePages) => ({ pages, site, preset: site.page_metadata_preset_id ?? defaultPresetId });

/**
 * The Site Pages editor (part 2 §2.7): loading -> ready or failed (retry). Ready runs three regions
 * side by side: the editor (editing; saving the changed pages; applying a preset, only with
 * nothing unsaved), the presets' use in the site's city, and the AI helper (writing, then a
 * preview whose Save is refused while empty). A failed save keeps every draft. No I/O: actors and
 * `notify` are injected.
 */
export const pageSeoMachine = setup({
  types: {
    context: {} as PageSeoContext,
    events: {} as PageSeoEvent,
    input: {} as PageSeoInput,
  },
  actors: unprovidedPageSeoActors,
  actions: {
    notify,
    edit: assign({
      drafts: ({ context, event }) => {
        assertEvent(event, 'EDIT');
        const page = pageOf(context, event.uuid);
        return page ? withDraft(context.drafts, page, { [event.field]: event.value }) : context.drafts;
      },
    }),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    hasChanges: ({ context }) => changedPages(context.drafts, context.pages).length > 0,
    hasCityAndState: ({ context }) => Boolean(context.site?.city?.trim() && context.site.state?.trim()),
    aiOffered: ({ context, event }) => {
      assertEvent(event, 'ASK_AI');
      const page = pageOf(context, event.uuid);
      return page !== undefined && !isFixedTitlePage(page.title);
    },
    previewHasText: ({ context }) => (context.ai?.text.trim() ?? '') !== '',
  },
}).createMachine({
  id: 'pageSeo',
  context: ({ input }) => ({
    siteId: input.siteId,
    canEdit: can(input.viewer.role, 'editPageSeo'),
    site: null,
    pages: [],
    drafts: {},
    preset: defaultPresetId,
    usage: null,
    ai: null,
    loadRefusal: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPages',
        src: 'loadPages',
        input: ({ context }) => ({ id: context.siteId }),
        onDone: { target: 'ready', actions: assign(({ event }) => loaded(event.output)) },
        onError: {
          target: 'failed',
          actions: [assign({ loadRefusal: ({ event }) => refusalOf(event.error) }), { type: 'notify', params: pageSeoNotices.loadFailed }],
        },
      },
    },
    failed: { tags: readFailedTag, on: { RETRY: 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        editor: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                EDIT: { guard: 'canEdit', actions: 'edit' },
                SAVE: { guard: and(['canEdit', 'hasChanges']), target: 'saving' },
                DISCARD: { actions: assign({ drafts: {} }) },
                RESTORE_DRAFTS: {
                  guard: 'canEdit',
                  actions: assign({ drafts: ({ context, event }) => draftsOf(event.changes, context.pages) }),
                },
                CHOOSE_PRESET: { actions: assign({ preset: ({ event }) => event.preset }) },
                APPLY_PRESET: { guard: and(['canEdit', 'hasCityAndState', not('hasChanges')]), target: 'applyingPreset' },
              },
            },
            saving: {
              // Typing goes on while a save runs: what the save did not take stays a draft.
              on: { EDIT: { guard: 'canEdit', actions: 'edit' } },
              invoke: {
                id: 'savePages',
                src: 'savePages',
                input: ({ context }) => ({ id: context.siteId, pages: changedPages(context.drafts, context.pages) }),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign(({ context, event }) => ({
                      pages: event.output.pages,
                      drafts: settleDrafts(context.drafts, event.output.pages),
                    })),
                    { type: 'notify', params: pageSeoNotices.saved },
                  ],
                },
                onError: { target: 'editing', actions: { type: 'notify', params: pageSeoNotices.saveFailed } },
              },
            },
            applyingPreset: {
              invoke: {
                id: 'applyPreset',
                src: 'applyPreset',
                input: ({ context }) => ({ id: context.siteId, preset: context.preset }),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign(({ context, event }) => ({ ...loaded(event.output), drafts: settleDrafts(context.drafts, event.output.pages) })),
                    { type: 'notify', params: pageSeoNotices.saved },
                    raise({ type: 'RELOAD_USAGE' }),
                  ],
                },
                onError: { target: 'editing', actions: { type: 'notify', params: pageSeoNotices.presetFailed } },
              },
            },
          },
        },
        usage: {
          initial: 'checking',
          on: { RELOAD_USAGE: '.checking' },
          states: {
            checking: { always: [{ guard: 'hasCityAndState', target: 'loading' }, { target: 'noCity' }] },
            noCity: {},
            loading: {
              invoke: {
                id: 'loadPresetUsage',
                src: 'loadPresetUsage',
                input: ({ context }) => ({ id: context.siteId, city: context.site?.city ?? '', state: context.site?.state ?? '' }),
                onDone: { target: 'loaded', actions: assign({ usage: ({ event }) => event.output }) },
                onError: { target: 'unavailable', actions: assign({ usage: null }) },
              },
            },
            loaded: {},
            unavailable: {},
          },
        },
        ai: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                ASK_AI: {
                  guard: and(['canEdit', 'aiOffered']),
                  target: 'writing',
                  actions: assign({ ai: ({ event }) => ({ uuid: event.uuid, text: '' }) }),
                },
              },
            },
            writing: {
              on: { CLOSE_PREVIEW: { target: 'closed', actions: assign({ ai: null }) } },
              invoke: {
                id: 'writeDescription',
                src: 'writeDescription',
                input: ({ context }) => ({
                  fhName: context.site?.name ?? '',
                  location: '',
                  city: context.site?.city ?? '',
                  state: context.site?.state ?? '',
                  pageTitle: pageOf(context, context.ai?.uuid ?? '')?.title ?? '',
                }),
                onDone: {
                  target: 'previewing',
                  actions: assign({ ai: ({ context, event }) => context.ai && { ...context.ai, text: event.output } }),
                },
                // The preview opens empty, so its Save stays disabled until something is typed.
                onError: { target: 'previewing', actions: { type: 'notify', params: pageSeoNotices.writeFailed } },
              },
            },
            previewing: {
              on: {
                CHANGE_PREVIEW: { actions: assign({ ai: ({ context, event }) => context.ai && { ...context.ai, text: event.text } }) },
                SAVE_PREVIEW: {
                  guard: 'previewHasText',
                  target: 'closed',
                  actions: [
                    assign(({ context }) => {
                      const page = pageOf(context, context.ai?.uuid ?? '');
                      return {
                        ai: null,
                        drafts: page ? withDraft(context.drafts, page, { description: context.ai?.text.trim() ?? '' }) : context.drafts,
                      };
                    }),
                    { type: 'notify', params: pageSeoNotices.previewSaved },
                  ],
                },
                CLOSE_PREVIEW: { target: 'closed', actions: assign({ ai: null }) },
              },
            },
          },
        },
      },
    },
  },
});
