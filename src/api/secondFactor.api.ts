import { secondFactorEndpoints } from '../../domain/api/secondFactor.endpoints';
import type { SecondFactorActors } from '../../machines/secondFactor/secondFactor.actors';
import { fromEndpoint } from './fromEndpoint';

/** The second factor's actors (domain/api/secondFactor.endpoints.ts). */
export const secondFactorActors: SecondFactorActors = {
  status: fromEndpoint(secondFactorEndpoints.status),
  enrol: fromEndpoint(secondFactorEndpoints.enrol),
  confirm: fromEndpoint(secondFactorEndpoints.confirm),
  turnOff: fromEndpoint(secondFactorEndpoints.turnOff),
};
