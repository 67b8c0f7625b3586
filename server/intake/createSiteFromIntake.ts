import type { Transaction } from 'kysely';
import type { IntakeBody, IntakeCreated } from '../../domain/api/intake.schema';
import { integrationFlags, noneChoice } from '../../domain/intake/intakeForm';
import type { AssigneeRole } from '../../domain/roles';
import type { Database } from '../db/schema';
import type { AppDeps, SessionUser } from '../appDeps';
import { HttpError } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import type { SecretBox } from '../secrets/secretBox';

const badField = (field: string, reason: string) => new HttpError(400, `Invalid ${field}: ${reason}`, { field, reason, fields: [field] });

/** A select's value as an id, or null for 'none' and an empty optional choice. */
const idOf = (value: string): number | null => (value === '' || value === noneChoice ? null : Number(value));

type NamedTable = 'providers' | 'corporations' | 'referral_partners' | 'funding_partners';

const requireNamed = async (trx: Transaction<Database>, table: NamedTable, id: number | null, field: string): Promise<void> => {
  if (id === null) return;
  const row = await trx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw badField(field, `no ${field.split('.').at(-1)} ${id}`);
};

const requirePerson = async (trx: Transaction<Database>, role: AssigneeRole, id: number | null, field: string) => {
  if (id === null) return null;
  const user = await trx
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('role', '=', role)
    .where('active', '=', true)
    .executeTakeFirst();
  if (!user) throw badField(field, `must be an active ${role}`);
  return user;
};

/** The integrations switched on, each with its details; the Passare key and the ASD password sealed. */
const integrationRows = (siteId: number, integrations: IntakeBody['integrations'], secrets: SecretBox) =>
  integrationFlags
    .filter((flag) => integrations[flag])
    .map((flag) => {
      const sealed = (value: string) => (value === '' ? null : secrets.seal(value));
      switch (flag) {
        case 'passare':
          return {
            site_id: siteId,
            integration: flag,
            details: JSON.stringify({ activeSync: integrations.activeSync, autoPublish: integrations.autoPublish }),
            secret_sealed: sealed(integrations.passareApiKey),
          };
        case 'asd':
          return {
            site_id: siteId,
            integration: flag,
            details: JSON.stringify({ mailbox: integrations.asdMailbox }),
            secret_sealed: sealed(integrations.asdPassword),
          };
        case 'ga':
          return {
            site_id: siteId,
            integration: flag,
            details: JSON.stringify({ containerId: integrations.gaContainerId }),
            secret_sealed: null,
          };
        case 'gtm':
          return {
            site_id: siteId,
            integration: flag,
            details: JSON.stringify({ containerId: integrations.gtmContainerId }),
            secret_sealed: null,
          };
        case 'aftercare':
          return {
            site_id: siteId,
            integration: flag,
            details: JSON.stringify({ accountId: integrations.aftercareAccountId }),
            secret_sealed: null,
          };
        default:
          return { site_id: siteId, integration: flag, details: '{}', secret_sealed: null };
      }
    });

/**
 * POST /api/sites/intake (part 2 §2.6, §7): the site and everything the wizard captured, in one
 * transaction with its 'Site created' (INTAKE) log entry. The site starts Ready for Design, or In
 * Design when a designer was chosen, as assigning one does (decisions.md §3), with the
 * assignment's log entry. Secrets are sealed before they reach the database (decisions.md §9).
 */
export const createSiteFromIntake = async (
  deps: Pick<AppDeps, 'db' | 'secrets' | 'now'>,
  user: SessionUser,
  body: IntakeBody,
): Promise<IntakeCreated> =>
  deps.db.transaction().execute(async (trx) => {
    const { details, contact, locations } = body.fh;
    await requireNamed(trx, 'providers', idOf(details.provider), 'fh.details.provider');
    await requireNamed(trx, 'corporations', idOf(details.corporation), 'fh.details.corporation');
    await requireNamed(trx, 'referral_partners', idOf(details.referralPartner), 'fh.details.referralPartner');
    await requireNamed(trx, 'funding_partners', idOf(details.fundingPartner), 'fh.details.fundingPartner');
    const designer = await requirePerson(trx, 'designer', idOf(body.team.designer), 'team.designer');
    const team = {
      ae_id: (await requirePerson(trx, 'ae', idOf(body.team.ae), 'team.ae'))?.id ?? null,
      sdr_id: (await requirePerson(trx, 'sdr', idOf(body.team.sdr), 'team.sdr'))?.id ?? null,
      am_id: (await requirePerson(trx, 'am', idOf(body.team.am), 'team.am'))?.id ?? null,
      florist_id: (await requirePerson(trx, 'florist', idOf(body.team.florist), 'team.florist'))?.id ?? null,
      designer_id: designer?.id ?? null,
    };
    const at = deps.now();
    const [first] = locations;
    const { id: siteId } = await trx
      .insertInto('sites')
      .values({
        name: details.name,
        url: details.url,
        email: contact.email,
        phone: contact.phone,
        address: first?.address ?? null,
        city: first?.city ?? null,
        state: first?.state ?? null,
        zip: first?.zip ?? null,
        rooftops: locations.filter((location) => !location.is_cemetery).length || 1,
        provider_id: idOf(details.provider),
        corporation_id: idOf(details.corporation) ?? 1,
        referral_partner_id: idOf(details.referralPartner),
        funding_partner_id: idOf(details.fundingPartner),
        hosted_obit_site: body.fh.hostedObits,
        urgent_build: body.fh.urgentBuild,
        urgent_build_desc: body.fh.urgentBuild ? body.fh.urgentBuildDesc : null,
        launcher_label: designer ? 'In Design' : 'Ready for Design',
        date_created: at,
        latest_activity_at: at,
        ...team,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await trx
      .insertInto('site_contacts')
      .values({ site_id: siteId, name: contact.name, email: contact.email, phone: contact.phone })
      .execute();
    await trx
      .insertInto('site_intake')
      .values({
        site_id: siteId,
        purchase_notification_emails: details.floralPhone,
        reply_to_name: details.replyToName,
        reply_to_address: details.replyToAddress,
        template_id: body.template.id || null,
        template_name: body.template.name || null,
        design_notes: body.notes.design,
        additional_notes: body.notes.additional,
        obituary_notifications: body.subscriberInfo.obituaryNotifications,
        owns_domain: body.dnsInfo.ownsDomain,
        dns_provider: body.dnsInfo.dnsProvider,
        dns_username: body.dnsInfo.dnsUsername,
        dns_password_sealed: body.dnsInfo.dnsPassword === '' ? null : deps.secrets.seal(body.dnsInfo.dnsPassword),
        dns_owner: body.dnsInfo.dnsOwner,
        dns_notes: body.dnsInfo.dnsNotes,
        created_by: user.id,
        created_at: at,
      })
      .execute();
    await trx
      .insertInto('site_locations')
      .values(locations.map(({ id, ...location }, position) => ({ site_id: siteId, local_id: id, position, ...location })))
      .execute();
    if (body.floral.shops.length) {
      await trx
        .insertInto('site_flower_shops')
        .values(body.floral.shops.map(({ contactsName, ...shop }) => ({ site_id: siteId, contact_name: contactsName, ...shop })))
        .execute();
    }
    const integrations = integrationRows(siteId, body.integrations, deps.secrets);
    if (integrations.length) await trx.insertInto('site_integrations').values(integrations).execute();

    await writeLog(trx, { siteId, userId: user.id, message: 'Site created', logType: 'INTAKE', at });
    if (designer)
      await writeLog(trx, { siteId, userId: user.id, message: `${designer.name} assigned as designer`, logType: 'DESIGNER', at });
    return { fhid: siteId };
  });
