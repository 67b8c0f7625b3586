import { fromPromise } from 'xstate';
import type { DomainRequestDefaults } from '../../../domain/api/domainRequest.schema';
import type { DomainRequestActors } from '../../../machines/domainRequest/domainRequest.actors';
import { refused, type StubAnswer, stubAnswer } from '../../testing/stubAnswer';

/** A CFS customer: its request goes to Tribute Tech's contact (part 2 §9). */
const domainRequestDefaultsFixture: DomainRequestDefaults = {
  fhid: 1042,
  fhName: 'Oakwood Funeral Home',
  primaryDomain: 'oakwoodfuneralhome.com',
  fhEmail: 'info@oakwoodfuneralhome.com',
  aeEmail: 'avery@example.com',
  providerEmail: 'websites@tributetech.example',
  providerName: 'Tribute Tech',
  lastRequest: null,
};

/** The mail server refusing the request's message, as the server words it. */
export const mailDown = refused(502, 'The mail server could not be reached (ECONNREFUSED); try again later.');

/** The request form's actors for stories: the defaults above; sending answers as it was sent, hangs or fails as asked. */
export const domainRequestActorsFixture = (
  behaviour: Partial<Record<keyof DomainRequestActors, StubAnswer>> = {},
): DomainRequestActors => ({
  loadDefaults: fromPromise(() => stubAnswer(behaviour.loadDefaults ?? 'answer', () => domainRequestDefaultsFixture)),
  // The API reads a field left out as empty; the form always sends them all.
  sendRequest: fromPromise(({ input: { providerEmail = '', fhEmail = '', aeEmail = '', additionalCc = [], primaryDomain = '' } }) =>
    stubAnswer(behaviour.sendRequest ?? 'answer', () => ({
      id: 1,
      sentAt: '2025-04-02T14:30:00.000Z',
      sentBy: 'Avery Exec',
      to: [providerEmail || fhEmail],
      cc: [fhEmail, aeEmail, ...additionalCc],
      primaryDomain,
    })),
  ),
});
