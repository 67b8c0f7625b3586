import { secondFactorEndpoints } from '../../domain/api/secondFactor.endpoints';
import type { Notice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the second-factor tab's actors (domain/api/secondFactor.endpoints.ts): the app
 * injects the real ones (src/api/secondFactor.api.ts), tests and stories stubs.
 */
export const unprovidedSecondFactorActors = {
  status: unprovidedEndpoint('secondFactor', 'status', secondFactorEndpoints.status),
  enrol: unprovidedEndpoint('secondFactor', 'enrol', secondFactorEndpoints.enrol),
  confirm: unprovidedEndpoint('secondFactor', 'confirm', secondFactorEndpoints.confirm),
  turnOff: unprovidedEndpoint('secondFactor', 'turnOff', secondFactorEndpoints.turnOff),
};

export type SecondFactorActors = typeof unprovidedSecondFactorActors;

export const secondFactorNotices = {
  turnedOn: { tone: 'success', message: 'Second factor turned on' },
  turnedOff: { tone: 'success', message: 'Second factor turned off' },
} as const satisfies Record<string, Notice>;
