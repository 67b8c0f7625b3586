import type { EndpointActorInput, EndpointOutput, EndpointSpec } from '../../domain/api/endpoint';
import { unprovided } from './unprovided';

/**
 * The placeholder of an actor that calls one endpoint: its input and output types are the
 * endpoint's (domain/api), so the contract cannot drift from the route. The browser provides
 * `fromEndpoint(endpoint)` (src/api/fromEndpoint.ts); tests and stories provide stubs.
 */
export const unprovidedEndpoint = <E extends EndpointSpec>(machine: string, actor: string, endpoint: E) =>
  unprovided<EndpointOutput<E>, EndpointActorInput<E>>(machine, `${actor} (${endpoint.method.toUpperCase()} ${endpoint.path})`);
