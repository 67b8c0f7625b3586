import { assertEvent, assign, setup } from 'xstate';
import { apiFailureOf } from '../../domain/api/apiError';
import { type DomainAvailability, searchTlds } from '../../domain/api/domainSearch.schema';
import { unprovidedDomainSearchActors } from './domainSearch.actors';

export type DomainSearchContext = {
  entered: string;
  result: DomainAvailability | null;
  /** Why the last search failed, in the server's words where it gave any. */
  failure: string | null;
};

export type DomainSearchEvent = { type: 'CHANGE'; value: string } | { type: 'SEARCH' } | { type: 'SEARCH_AGAIN' };

/** docs/decisions/0246-domain-search-failures.md: the server's explanation, else ours. */
const searchFailedText = 'The search did not finish; try again.';

const failureOf = (error: unknown): string => {
  const failure = apiFailureOf(error);
  if (!failure || failure.status === 0) return searchFailedText;
  return failure.field === 'enteredDomain' && failure.reason ? `The domain ${failure.reason}` : failure.error;
};

/**
 * /godaddy-tools' Domain Availability Search (part 2 §2.11, §4): form -> searching -> available or
 * notAvailable; Search Again returns to the form. A failure ends the loading and goes back to the
 * form with its reason (the registrar's refusal names its cause). No bounds and no required check
 * on the input (part 2 §5): the server checks it.
 */
export const domainSearchMachine = setup({
  types: {
    context: {} as DomainSearchContext,
    events: {} as DomainSearchEvent,
  },
  actors: unprovidedDomainSearchActors,
  guards: {
    isAvailable: ({ context }) => context.result?.data.available === true,
  },
}).createMachine({
  id: 'domainSearch',
  context: { entered: '', result: null, failure: null },
  initial: 'form',
  states: {
    form: {
      on: {
        CHANGE: {
          actions: assign({
            entered: ({ event }) => {
              assertEvent(event, 'CHANGE');
              return event.value;
            },
          }),
        },
        SEARCH: { target: 'searching', actions: assign({ failure: null }) },
      },
    },
    searching: {
      invoke: {
        id: 'searchDomain',
        src: 'searchDomain',
        input: ({ context }) => ({ enteredDomain: context.entered, tlds: [...searchTlds] }),
        onDone: { target: 'answered', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'form', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    answered: { always: [{ guard: 'isAvailable', target: 'available' }, { target: 'notAvailable' }] },
    available: { on: { SEARCH_AGAIN: { target: 'form', actions: assign({ result: null }) } } },
    notAvailable: { on: { SEARCH_AGAIN: { target: 'form', actions: assign({ result: null }) } } },
  },
});
