import { and, assertEvent, assign, not, setup } from 'xstate';
import { withRecentSite } from '../../domain/commandPalette/recentSites';
import type { SiteHit } from '../../domain/commandPalette/siteHit';
import { unprovidedCommandPaletteActors, type PaletteSavedView } from './commandPalette.actors';
import { readFailedTag } from '../shared/readFailed';

export type CommandPaletteContext = {
  userId: number;
  query: string;
  /** The last search's answer. */
  sites: SiteHit[];
  /** Newest first. */
  recentSites: SiteHit[];
  savedViews: PaletteSavedView[];
};

export type CommandPaletteEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TYPE'; query: string }
  | { type: 'RETRY' }
  /** A site's page was shown (from the palette, the list or a link): it becomes the most recent. */
  | { type: 'VISITED'; site: SiteHit };

export type CommandPaletteInput = { userId: number };

/** Part 1 §9's wait after the last key before a search, the same as the list's search box. */
const searchDebounceMs = 300;

/**
 * The command palette (issue 19), two regions side by side.
 *
 * palette: closed until Ctrl/Cmd+K. Open with an empty box it offers the recent sites and the saved
 * views (read on each opening); typing searches the server after a pause (searching), then shows
 * the sites found (results) or the failure with Retry (failed). Emptying the box goes back to open.
 * Screens and the current site's actions are filtered by the view: they need no server.
 *
 * recent: the user's recent sites, read once at start and saved after each site page shown.
 *
 * No I/O: actors are injected.
 */
export const commandPaletteMachine = setup({
  types: {
    context: {} as CommandPaletteContext,
    events: {} as CommandPaletteEvent,
    input: {} as CommandPaletteInput,
  },
  actors: unprovidedCommandPaletteActors,
  actions: {
    setQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'TYPE');
        return event.query;
      },
    }),
    rememberSite: assign({
      recentSites: ({ context, event }) => {
        assertEvent(event, 'VISITED');
        return withRecentSite(context.recentSites, event.site);
      },
    }),
    clear: assign({ query: '', sites: [] }),
  },
  guards: {
    typedBlank: ({ event }) => {
      assertEvent(event, 'TYPE');
      return event.query.trim() === '';
    },
    typedSameSearch: ({ context, event }) => {
      assertEvent(event, 'TYPE');
      return event.query.trim() === context.query.trim();
    },
    /** A site shown again while it already heads the list changes nothing worth saving. */
    alreadyMostRecent: ({ context, event }) => {
      assertEvent(event, 'VISITED');
      return context.recentSites[0]?.id === event.site.id;
    },
    visitedWhileLoading: ({ context }) => context.recentSites.length > 0,
  },
  delays: { searchDebounce: searchDebounceMs },
}).createMachine({
  id: 'commandPalette',
  context: ({ input }) => ({ userId: input.userId, query: '', sites: [], recentSites: [], savedViews: [] }),
  type: 'parallel',
  states: {
    palette: {
      initial: 'closed',
      states: {
        closed: {
          on: { OPEN: { target: 'shown', actions: 'clear' } },
        },
        shown: {
          initial: 'open',
          invoke: {
            id: 'loadSavedViews',
            src: 'loadSavedViews',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: { actions: assign({ savedViews: ({ event }) => event.output }) },
            // The palette works without them; sites, screens and actions still answer.
            onError: { actions: assign({ savedViews: [] }) },
          },
          on: {
            CLOSE: { target: 'closed' },
            TYPE: [
              { guard: 'typedBlank', target: '.open', actions: ['setQuery', assign({ sites: [] })] },
              // A changed space at either end asks nothing new.
              { guard: and(['typedSameSearch', not('typedBlank')]), actions: 'setQuery' },
              // Re-entered on every key, so the pause starts again and a search under way is dropped.
              { target: '.searching', reenter: true, actions: 'setQuery' },
            ],
          },
          states: {
            open: {},
            searching: {
              initial: 'waiting',
              states: {
                waiting: { after: { searchDebounce: 'fetching' } },
                fetching: {
                  invoke: {
                    id: 'searchSites',
                    src: 'searchSites',
                    input: ({ context }) => ({ query: context.query.trim() }),
                    onDone: { target: '#commandPalette.palette.shown.results', actions: assign({ sites: ({ event }) => event.output }) },
                    onError: { target: '#commandPalette.palette.shown.failed', actions: assign({ sites: [] }) },
                  },
                },
              },
            },
            results: {},
            failed: {
              tags: readFailedTag,
              on: { RETRY: { target: 'searching.fetching' } },
            },
          },
        },
      },
    },
    recent: {
      initial: 'loading',
      states: {
        loading: {
          on: { VISITED: { actions: 'rememberSite' } },
          invoke: {
            id: 'loadRecentSites',
            src: 'loadRecentSites',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: [
              {
                // A site page shown before the read answered goes in front of what was kept.
                guard: 'visitedWhileLoading',
                target: 'saving',
                actions: assign({
                  recentSites: ({ context, event }) => context.recentSites.reduceRight(withRecentSite, event.output),
                }),
              },
              { target: 'idle', actions: assign({ recentSites: ({ event }) => event.output }) },
            ],
            // Recent sites are a convenience: without them the box starts with screens and actions.
            onError: { target: 'idle' },
          },
        },
        idle: {
          on: { VISITED: { guard: not('alreadyMostRecent'), target: 'saving', actions: 'rememberSite' } },
        },
        saving: {
          on: { VISITED: { guard: not('alreadyMostRecent'), target: 'saving', reenter: true, actions: 'rememberSite' } },
          invoke: {
            id: 'saveRecentSites',
            src: 'saveRecentSites',
            input: ({ context }) => ({ userId: context.userId, sites: context.recentSites }),
            onDone: { target: 'idle' },
            // Not kept for next time, but the list in hand stays right for this session: no message.
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
