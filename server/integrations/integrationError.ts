import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../http/httpError';
import { type ServiceName, serviceLabels } from './serviceNames';

export type IntegrationErrorKind =
  'not_found' | 'unauthorized' | 'rate_limited' | 'rejected' | 'unavailable' | 'timeout' | 'unexpected_answer';

/**
 * What an outside service's failure becomes: a message a member of staff can act on, naming the
 * service. It is an HttpError, so a route that lets it through answers with that message: 404 for
 * something the service does not know, 503 while it rate-limits us, 502 for anything else it did.
 */
export class IntegrationError extends HttpError {
  constructor(
    readonly service: ServiceName,
    readonly kind: IntegrationErrorKind,
    message: string,
    /** The service's own HTTP status, when it answered at all. */
    readonly upstreamStatus?: number,
  ) {
    super(statusForKind[kind], message);
    this.name = 'IntegrationError';
  }
}

/** The same words whichever implementation could not find the thing. */
export const notFoundError = (service: ServiceName, what: string, upstreamStatus?: number): IntegrationError =>
  new IntegrationError(service, 'not_found', `${serviceLabels[service]} could not find ${what}.`, upstreamStatus);

const statusForKind: Record<IntegrationErrorKind, ContentfulStatusCode> = {
  not_found: 404,
  unauthorized: 502,
  rate_limited: 503,
  rejected: 502,
  unavailable: 502,
  timeout: 504,
  unexpected_answer: 502,
};
