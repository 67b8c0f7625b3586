import { fromPromise } from 'xstate';
import { maskedSecretsSchema, revealedSecretSchema } from '../../domain/api/intake.schema';
import type { IntakeSecretsActors } from '../../machines/intakeSecrets/intakeSecrets.actors';
import { api } from './http';

/** The Credentials section's actors (GET /api/sites/{id}/secrets, POST …/secrets/reveal). */
export const intakeSecretsActors: IntakeSecretsActors = {
  loadSecrets: fromPromise(({ input, signal }) => api.get(`api/sites/${input.fhid}/secrets`, maskedSecretsSchema, { signal })),
  revealSecret: fromPromise(({ input }) => api.post(`api/sites/${input.fhid}/secrets/reveal`, { name: input.name }, revealedSecretSchema)),
};
