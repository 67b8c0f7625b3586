import { secondFactorEndpoints } from '../../domain/api/secondFactor.endpoints';
import type { SecondFactorActors } from '../../machines/secondFactor/secondFactor.actors';
import { liftSecondFactorGate } from '../session/secondFactorGate';
import { fromEndpoint } from './fromEndpoint';
import { fromPromise } from 'xstate';
import { call } from './http';

/** The second factor's actors (domain/api/secondFactor.endpoints.ts). */
export const secondFactorActors: SecondFactorActors = {
  status: fromEndpoint(secondFactorEndpoints.status),
  enrol: fromEndpoint(secondFactorEndpoints.enrol),
  // A confirmed enrolment opens the gate: the app mounts its shell and reads its lists afresh.
  confirm: fromPromise(async ({ input, signal }) => {
    const codes = await call(secondFactorEndpoints.confirm, input, { signal });
    liftSecondFactorGate();
    return codes;
  }),
  turnOff: fromEndpoint(secondFactorEndpoints.turnOff),
};
