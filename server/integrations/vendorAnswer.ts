import * as v from 'valibot';
import { IntegrationError } from './integrationError';
import { type ServiceName, serviceLabels } from './serviceNames';

type Issue = v.BaseIssue<unknown>;

/** A union's issue says only 'none matched': the option that got furthest names the real field. */
const deepest = (issues: readonly [Issue, ...Issue[]]): Issue =>
  issues
    .flatMap((issue) => (issue.issues?.length ? [deepest(issue.issues as [Issue, ...Issue[]]), issue] : [issue]))
    .reduce((best, issue) => ((issue.path?.length ?? 0) > (best.path?.length ?? 0) ? issue : best));

/**
 * Every answer the app reads from an outside service goes through its schema here, at the client:
 * a service that changed its answer is a 502 naming the service and the field, never a TypeError
 * deep in a route (a 500 with no clue). Schemas are loose objects, so fields we do not read may
 * come and go freely.
 */
export const readVendorAnswer = <TSchema extends v.GenericSchema>(
  service: ServiceName,
  schema: TSchema,
  answer: unknown,
): v.InferOutput<TSchema> => {
  const result = v.safeParse(schema, answer);
  if (result.success) return result.output;
  const issue = deepest(result.issues);
  const field = v.getDotPath(issue) ?? 'the answer itself';
  throw new IntegrationError(
    service,
    'unexpected_answer',
    `${serviceLabels[service]} answered in a shape we do not expect (${field}: ${issue.message}); its API may have changed. Try again later, and tell the developers if it persists.`,
  );
};
