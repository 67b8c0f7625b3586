import { assertEvent, assign, setup } from 'xstate';
import type { ProxyResult } from '../../domain/api/domainProxy.schema';
import { proxyFailureText } from '../../domain/domainProxy/proxyFailures';
import { checkDomainName } from '../../domain/domains/domainName';
import { notify } from '../shared/notice';
import { domainProxyNotices, unprovidedDomainProxyActors } from './domainProxy.actors';

export type DomainProxyContext = {
  fhid: number;
  domain: string;
  /** Why the typed domain cannot be proxied, before asking the server. */
  invalid: string | null;
  result: ProxyResult | null;
  failure: string | null;
};

export type DomainProxyEvent = { type: 'CHANGE'; domain: string } | { type: 'PROXY' } | { type: 'TRY_AGAIN' };

const checked = (context: DomainProxyContext) => checkDomainName(context.domain);

/**
 * The Domains tab's proxy tool (part 2 §3, §4, §8): form -> proxying -> proxied, either with the
 * name servers set at GoDaddy (automatic) or to be set by hand (manual); or failed with the
 * catalogue's text, and back to the form. The domain is checked before it is sent.
 */
export const domainProxyMachine = setup({
  types: {
    context: {} as DomainProxyContext,
    events: {} as DomainProxyEvent,
    input: {} as { fhid: number; domain: string },
  },
  actors: unprovidedDomainProxyActors,
  actions: { notify },
  guards: {
    domainIsValid: ({ context }) => checked(context).ok,
    setAtGoDaddy: ({ context }) => context.result?.onGodaddy === true,
  },
}).createMachine({
  id: 'domainProxy',
  context: ({ input }) => ({ fhid: input.fhid, domain: input.domain, invalid: null, result: null, failure: null }),
  initial: 'form',
  states: {
    form: {
      on: {
        CHANGE: {
          actions: assign(({ event }) => {
            assertEvent(event, 'CHANGE');
            return { domain: event.domain, invalid: null };
          }),
        },
        PROXY: [
          { guard: 'domainIsValid', target: 'proxying', actions: assign({ failure: null }) },
          {
            actions: assign({
              invalid: ({ context }) => {
                const result = checked(context);
                return result.ok ? null : `The domain ${result.reason}`;
              },
            }),
          },
        ],
      },
    },
    proxying: {
      invoke: {
        id: 'proxifyDomain',
        src: 'proxifyDomain',
        input: ({ context }) => {
          const result = checked(context);
          return { domain: result.ok ? result.domain : context.domain, fhid: context.fhid };
        },
        onDone: {
          target: 'proxied',
          actions: [assign({ result: ({ event }) => event.output }), { type: 'notify', params: domainProxyNotices.proxied }],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => proxyFailureText(event.error) }),
            { type: 'notify', params: ({ event }) => domainProxyNotices.proxyFailed(event.error) },
          ],
        },
      },
    },
    proxied: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'setAtGoDaddy', target: 'automatic' }, { target: 'manual' }] },
        automatic: {},
        manual: {},
      },
    },
    failed: { on: { TRY_AGAIN: { target: 'form', actions: assign({ failure: null }) } } },
  },
});
