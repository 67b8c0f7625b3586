import { intakeSecretLabels as secretLabels, type IntakeSecretName } from '../../domain/intake/intakeSecrets';
import type { AppDeps, SessionUser } from '../appDeps';
import { notFound } from '../http/httpError';
import { recordAudit } from '../audit/recordAudit';
import { writeLog } from '../log/writeLog';
import { maskSecret } from '../secrets/secretBox';
import { requireSite } from '../sites/requireSite';

/** The sealed intake secrets a site has, by name. */
const sealedSecretsOf = async (deps: Pick<AppDeps, 'db'>, siteId: number): Promise<Partial<Record<IntakeSecretName, string>>> => {
  const intake = await deps.db.selectFrom('site_intake').select('dns_password_sealed').where('site_id', '=', siteId).executeTakeFirst();
  const integrations = await deps.db
    .selectFrom('site_integrations')
    .select(['integration', 'secret_sealed'])
    .where('site_id', '=', siteId)
    .where('secret_sealed', 'is not', null)
    .execute();
  const sealedOf = (integration: string) => integrations.find((row) => row.integration === integration)?.secret_sealed ?? undefined;
  const found: Partial<Record<IntakeSecretName, string>> = {};
  if (intake?.dns_password_sealed) found.dnsPassword = intake.dns_password_sealed;
  const asd = sealedOf('asd');
  if (asd) found.asdPassword = asd;
  const passare = sealedOf('passare');
  if (passare) found.passareApiKey = passare;
  return found;
};

/** GET /api/sites/{id}/secrets (admin): each secret masked. */
export const maskedSecretsOf = async (deps: Pick<AppDeps, 'db' | 'secrets'>, siteId: number) => {
  await requireSite(deps.db, siteId);
  const sealed = await sealedSecretsOf(deps, siteId);
  return Object.entries(sealed).map(([name, value]) => ({ name: name as IntakeSecretName, masked: maskSecret(deps.secrets.open(value)) }));
};

/** POST /api/sites/{id}/secrets/reveal (admin): one secret in plain text, and a log entry saying who saw it. */
export const revealSecret = async (
  deps: Pick<AppDeps, 'db' | 'secrets' | 'now'>,
  user: SessionUser,
  siteId: number,
  name: IntakeSecretName,
) => {
  await requireSite(deps.db, siteId);
  const sealed = (await sealedSecretsOf(deps, siteId))[name];
  if (sealed === undefined) throw notFound(secretLabels[name]);
  const value = deps.secrets.open(sealed);
  await writeLog(deps.db, {
    siteId,
    userId: user.id,
    message: `${secretLabels[name]} revealed by ${user.name}`,
    logType: 'OTHER',
    mute: true,
    at: deps.now(),
  });
  await recordAudit(deps.db, { kind: 'secretReveal', entity: 'secret', entityId: name, siteId });
  return { name, value };
};
