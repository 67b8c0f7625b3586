import { fromPromise } from 'xstate';
import type { DomainSearchActors } from '../../../machines/domainSearch/domainSearch.actors';
import { refused, type StubAnswer, stubAnswer } from '../../testing/stubAnswer';

/** GoDaddy's refusal of small accounts (decision 0243), as the server words it. */
export const registrarRefused = refused(
  502,
  'The domain registrar (GoDaddy) refused the availability search (403): GoDaddy opens its availability API only to accounts with 50 or more domains. Search on godaddy.com instead, or ask a launch specialist.',
);

const suffixes = ['funeralhome', 'funerals', 'memorial', 'chapel', 'tributes', 'cremation', 'memorials'];

/** The search like the sandbox registrar: a name with 'taken' is registered (with suggestions), anything else free. */
export const domainSearchActorsFixture = (how: StubAnswer = 'answer'): DomainSearchActors => ({
  searchDomain: fromPromise(({ input }) =>
    stubAnswer(how, () => {
      const domain = input.enteredDomain.trim().toLowerCase();
      if (!domain.includes('taken')) return { data: { domain, available: true }, suggestionData: [] };
      const base = domain.replace(/\.com$/, '').replace(/taken|[^a-z0-9]/g, '');
      return { data: { domain, available: false }, suggestionData: suffixes.map((suffix) => ({ domain: `${base}${suffix}.com` })) };
    }),
  ),
});
