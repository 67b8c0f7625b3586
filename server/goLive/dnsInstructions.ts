import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { dnsInstructionsSentSchema } from '../../domain/api/goLive.schema';
import { launchDnsRecords } from '../../domain/goLive/launchDnsRecords';
import type { AppDeps, SessionUser } from '../appDeps';
import type { MailMessage } from '../integrations/mail/mail.port';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';

interface DnsInstructionsInput {
  contactEmail: string;
  fhName: string;
  domain: string;
}

const dnsInstructionsLogMessage = (email: string): string => `DNS instructions sent to ${email}`;

/**
 * The e-mail a funeral home's IT gets when they change DNS themselves: the records to set, plainly.
 * It asks for replies, so they go to the person who sent it, not to MAIL_FROM's unread sender.
 */
const dnsInstructionsMessage = ({ contactEmail, fhName, domain }: DnsInstructionsInput, sender: SessionUser): MailMessage => {
  const records = launchDnsRecords(domain);
  const lines = records.map(
    (record) => `  ${record.type.padEnd(6)}${record.name.padEnd(40)}${record.values.join(', ')} (TTL ${record.ttl})`,
  );
  return {
    to: [contactEmail],
    replyTo: sender.email,
    subject: `DNS changes to launch the new ${fhName} website`,
    text: [
      'Hello,',
      '',
      `The new website for ${fhName} is ready to launch on ${domain}.`,
      'Please set these DNS records where the domain is managed (and remove any other A or CNAME records for the same names):',
      '',
      ...lines,
      '',
      'The new site appears as soon as the change has spread, usually within an hour.',
      'Reply to this e-mail if anything is unclear.',
    ].join('\n'),
  };
};

/**
 * POST /api/sites/{id}/goLive/dnsInstructions: mails the records to the contact, then records a
 * finished 'dns_instructions' launch and its log entry in one transaction. A mail failure is an
 * answer (the panel reads 'Couldn't send email'), not an error, and leaves nothing behind.
 */
export const sendDnsInstructions = async (
  deps: AppDeps,
  request: { siteId: number; user: SessionUser; instructions: DnsInstructionsInput },
): Promise<v.InferOutput<typeof dnsInstructionsSentSchema> | { sent: false; error: string }> => {
  const { instructions, user } = request;
  const site = await requireSite(deps.db, request.siteId);
  try {
    await deps.integrations.mail.send(dnsInstructionsMessage(instructions, user));
  } catch (error) {
    // The reason is for the log and the admin.
    const message = error instanceof Error ? error.message : String(error);
    console.error('[goLive] DNS instructions not sent', message);
    return { sent: false, error: message };
  }
  await deps.db.transaction().execute(async (trx) => {
    const at = deps.now();
    await trx
      .insertInto('launches')
      .values({
        id: randomUUID(),
        site_id: site.id,
        kind: 'dns_instructions',
        status: 'done',
        recipient: instructions.contactEmail,
        started_by: user.id,
        started_at: at,
        finished_at: at,
      })
      .execute();
    await writeLog(trx, {
      siteId: site.id,
      userId: user.id,
      message: dnsInstructionsLogMessage(instructions.contactEmail),
      logType: 'DNS_INSTRUCTION',
      at,
    });
  });
  return { sent: true, to: instructions.contactEmail };
};
