import type { MaskedSecret, RevealedSecret } from '../../domain/api/intake.schema';
import type { IntakeSecretName } from '../../domain/intake/intakeSecrets';
import { intakeSecretLabels } from '../../domain/intake/intakeSecrets';
import { unprovided } from '../shared/unprovided';

export type RevealSecretInput = { fhid: number; name: IntakeSecretName };

/**
 * The contract of the Credentials section's actors (decisions.md §9, admins only): the site's
 * intake secrets masked, and one revealed (the server logs who saw it).
 */
export const unprovidedIntakeSecretsActors = {
  loadSecrets: unprovided<MaskedSecret[], { fhid: number }>('intakeSecrets', 'loadSecrets'),
  revealSecret: unprovided<RevealedSecret, RevealSecretInput>('intakeSecrets', 'revealSecret'),
};

export type IntakeSecretsActors = typeof unprovidedIntakeSecretsActors;

/** Our texts (docs/decisions/0226-credentials-section.md). */
export const intakeSecretsTexts = {
  title: 'Credentials',
  loadFailed: 'Unable to load credentials',
  none: 'No credentials were captured at intake.',
  revealFailed: (name: IntakeSecretName) => `Unable to reveal the ${intakeSecretLabels[name]}`,
} as const;
