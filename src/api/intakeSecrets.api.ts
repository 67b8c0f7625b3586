import { intakeSecretsEndpoints } from '../../domain/api/intakeSecrets.endpoints';
import type { IntakeSecretsActors } from '../../machines/intakeSecrets/intakeSecrets.actors';
import { fromEndpoint } from './fromEndpoint';

/** The Credentials section's actors: each calls its endpoint of domain/api/intakeSecrets.endpoints.ts. */
export const intakeSecretsActors: IntakeSecretsActors = {
  loadSecrets: fromEndpoint(intakeSecretsEndpoints.list),
  revealSecret: fromEndpoint(intakeSecretsEndpoints.reveal),
};
