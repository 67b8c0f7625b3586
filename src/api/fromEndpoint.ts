import { fromPromise } from 'xstate';
import type { EndpointActorInput, EndpointInput, EndpointOutput, EndpointSpec } from '../../domain/api/endpoint';
import { call } from './http';

/** A machine's actor that calls one endpoint with its input, as declared in domain/api (the contract is machines/shared/unprovidedEndpoint.ts). */
export const fromEndpoint = <E extends EndpointSpec>(endpoint: E) =>
  fromPromise<EndpointOutput<E>, EndpointActorInput<E>>(({ input, signal }) =>
    call(endpoint, (input ?? {}) as EndpointInput<E>, { signal }),
  );
