import { endpoint } from './endpoint';
import { idParams } from './id.schema';
import { maskedSecretsSchema, revealedSecretSchema, revealSecretBody } from './intake.schema';

/** The intake secrets of a site (decisions.md §9, admins only): the Credentials section of the Details tab. */
export const intakeSecretsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/sites/:id{[0-9]+}/secrets',
    capability: 'revealSecrets',
    summary: "The site's intake secrets, each masked",
    description: 'Only the secrets the site has (the DNS password, the ASD password, the Passare API key).',
    params: idParams,
    answers: { 200: maskedSecretsSchema },
  }),
  reveal: endpoint({
    method: 'post',
    path: '/api/sites/:id{[0-9]+}/secrets/reveal',
    capability: 'revealSecrets',
    summary: 'One intake secret in plain text',
    description: "Logs '<secret> revealed by <name>' (muted). 404 '<secret> not found' when the site has none of that name.",
    params: idParams,
    body: revealSecretBody,
    answers: { 200: revealedSecretSchema },
  }),
};
