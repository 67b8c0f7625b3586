import { boardListForStatus } from '../../domain/boardLists';
import type { IntakeBody } from '../../domain/api/intake.schema';
import { integrationFlags, integrationLabels } from '../../domain/intake/intakeForm';
import type { AppDeps, SessionUser } from '../appDeps';
import { conflict } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';

/** The card's text: what the designer needs from the wizard. Secrets never go on the board. */
const intakeCardDescription = (body: IntakeBody): string => {
  const { details, contact, locations } = body.fh;
  const integrations = integrationFlags.filter((flag) => body.integrations[flag]).map((flag) => integrationLabels[flag]);
  const lines = [
    `Website: ${details.url}`,
    `Contact: ${contact.name}, ${contact.phone}, ${contact.email}`,
    `Locations: ${locations.map((l) => `${l.name} (${l.address}, ${l.city}, ${l.state} ${l.zip})`).join('; ')}`,
    body.fh.hostedObits ? 'Hosted obituaries only' : `Template: ${body.template.name}`,
    ...(body.fh.urgentBuild ? [`Urgent build: ${body.fh.urgentBuildDesc}`] : []),
    ...(body.notes.design ? [`Design notes: ${body.notes.design}`] : []),
    ...(body.floral.shops.length
      ? [`Flower shops: ${body.floral.shops.map((shop) => `${shop.preference}. ${shop.name}`).join('; ')}`]
      : []),
    ...(integrations.length ? [`Integrations: ${integrations.join(', ')}`] : []),
    `Obituary notifications: ${body.subscriberInfo.obituaryNotifications}`,
    ...(body.notes.additional ? [`Additional notes: ${body.notes.additional}`] : []),
  ];
  return lines.join('\n');
};

/**
 * POST /api/sites/createTrelloCard (part 2 §2.6): the new site's board card, on the list its status
 * belongs to, with its team as members. A retry after a failure, or a second call, answers the
 * card the site already has instead of making another. The board is called outside the
 * transaction (the sandbox board writes through the same database); the site row is then locked to
 * record the card, so of two racing calls one card is kept.
 */
export const createIntakeCard = async (
  deps: Pick<AppDeps, 'db' | 'integrations' | 'now'>,
  user: SessionUser,
  body: IntakeBody & { fhid: number },
): Promise<{ cardUrl: string }> => {
  const { board } = deps.integrations;
  const site = await requireSite(deps.db, body.fhid);
  if (site.trello_card_id) return { cardUrl: (await board.getCard(site.trello_card_id)).url };
  if (site.launcher_label === 'Test') throw conflict('Test sites have no board card');

  const card = await board.createCard({
    name: `${site.id} ${site.name}`,
    description: intakeCardDescription(body),
    list: boardListForStatus[site.launcher_label],
  });
  const members = await deps.db
    .selectFrom('users')
    .select('trello_id')
    .where(
      'id',
      'in',
      [site.designer_id, site.ae_id, site.am_id, site.sdr_id, site.florist_id].filter((id): id is number => id !== null).concat([0]),
    )
    .where('trello_id', 'is not', null)
    .execute();
  for (const { trello_id } of members) if (trello_id) await board.addMember(card.id, trello_id);

  const kept = await deps.db.transaction().execute(async (trx) => {
    const locked = await requireSite(trx, site.id, { lock: true });
    if (locked.trello_card_id) return locked.trello_card_id;
    await trx.updateTable('sites').set({ trello_card_id: card.id }).where('id', '=', site.id).execute();
    await writeLog(trx, { siteId: site.id, userId: user.id, message: 'Board card created', logType: 'INTAKE', at: deps.now() });
    return card.id;
  });
  return { cardUrl: kept === card.id ? card.url : (await board.getCard(kept)).url };
};
