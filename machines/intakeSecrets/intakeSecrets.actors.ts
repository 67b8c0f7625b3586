import { intakeSecretsEndpoints } from '../../domain/api/intakeSecrets.endpoints';
import type { IntakeSecretName } from '../../domain/intake/intakeSecrets';
import { intakeSecretLabels } from '../../domain/intake/intakeSecrets';
import type { Notice } from '../shared/notice';
import { unprovidedEndpoint } from '../shared/unprovidedEndpoint';

/**
 * The contract of the Credentials section's actors (decisions.md §9, admins only): the site's
 * intake secrets masked, and one revealed (the server logs who saw it).
 */
export const unprovidedIntakeSecretsActors = {
  loadSecrets: unprovidedEndpoint('intakeSecrets', 'loadSecrets', intakeSecretsEndpoints.list),
  revealSecret: unprovidedEndpoint('intakeSecrets', 'revealSecret', intakeSecretsEndpoints.reveal),
};

export type IntakeSecretsActors = typeof unprovidedIntakeSecretsActors;

/** Our texts (docs/decisions/0226-credentials-section.md). */
export const intakeSecretsTexts = {
  title: 'Credentials',
  loadFailed: 'Unable to load credentials',
  none: 'No credentials were captured at intake.',
} as const;

/** Our toast (docs/decisions/0226-credentials-section.md). */
export const intakeSecretsNotices = {
  revealFailed: (name: IntakeSecretName): Notice => ({ tone: 'error', message: `Unable to reveal the ${intakeSecretLabels[name]}` }),
} as const satisfies Record<string, (...args: never[]) => Notice>;
