import type { Selectable } from 'kysely';
import type { BuilderProjectEvent } from '../../domain/api/builderProject.schema';
import { type BuilderProjectStep, builderProjectSteps } from '../../domain/builderProject/builderProjectSteps';
import type { BuilderProjectsTable } from '../db/schema';
import type { AppDeps } from '../appDeps';
import { HttpError } from '../http/httpError';
import { writeLog } from '../log/writeLog';
import { requireSite } from '../sites/requireSite';
import type { JobDefinition } from './jobDefinition';

export const builderProjectJobName = 'builder-project';

type ProjectRow = Selectable<BuilderProjectsTable>;

const announce = (deps: AppDeps, project: ProjectRow, message: string, status: BuilderProjectEvent['status']): void => {
  const payload: BuilderProjectEvent = { launchId: project.id, siteId: project.site_id, message, status };
  deps.live.publish(`launch:${project.id}`, 'builder_project_event', payload);
};

const recordStep = async (deps: AppDeps, project: ProjectRow, step: BuilderProjectStep, changes: { builder_site_name?: string } = {}) => {
  const stepsDone = [...project.steps_done, step];
  await deps.db
    .updateTable('builder_projects')
    .set({ steps_done: JSON.stringify(stepsDone), ...changes })
    .where('id', '=', project.id)
    .execute();
  project.steps_done = stepsDone;
};

/** The site's name and first location for the builder's content library. */
const businessContent = async (deps: AppDeps, siteId: number) => {
  const site = await requireSite(deps.db, siteId);
  const location = await deps.db
    .selectFrom('site_locations')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('position')
    .executeTakeFirst();
  return {
    business_data: { name: site.name },
    location_data: {
      label: location?.name ?? site.name,
      ...(location?.phone || site.phone ? { phones: [{ phoneNumber: location?.phone || site.phone || '', label: 'Main' }] } : {}),
      ...(location?.email || site.email ? { emails: [{ emailAddress: location?.email || site.email || '', label: 'Main' }] } : {}),
      address: {
        streetAddress: location?.address ?? site.address ?? '',
        city: location?.city ?? site.city ?? '',
        region: location?.state ?? site.state ?? '',
        postalCode: location?.zip ?? site.zip ?? '',
        country: 'US',
      },
    },
  };
};

/** Fails a running project and says so live; false when it was no longer running (someone else ended it). */
const fail = async (deps: AppDeps, project: ProjectRow, error: string): Promise<boolean> => {
  const { numUpdatedRows } = await deps.db
    .updateTable('builder_projects')
    .set({ status: 'failed', error, finished_at: deps.now() })
    .where('id', '=', project.id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (numUpdatedRows === 0n) return false;
  announce(deps, project, error, 'failed');
  return true;
};

/**
 * Creates a site's builder project from its template (part 2 §2.5), step by step, each step
 * announced live on 'launch:<launchId>' and recorded, so a retried run resumes after the last
 * finished step and never makes a second builder site. 'Done' links the project to the site and
 * logs it (CREATE) in one transaction; a site linked meanwhile by hand fails the run instead.
 */
const runBuilderProject = async (deps: AppDeps, launchId: string): Promise<'done' | 'failed' | 'not running'> => {
  const project = await deps.db
    .selectFrom('builder_projects')
    .selectAll()
    .where('id', '=', launchId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (!project) return 'not running';
  try {
    for (const step of builderProjectSteps) {
      if (project.steps_done.includes(step)) continue;
      // 'Done' is announced once the link is committed, so the page never celebrates a failed finish.
      if (step !== 'Done') announce(deps, project, step, 'running');
      if (step === 'Getting started') await recordStep(deps, project, step);
      if (step === 'Creating the project from the template') {
        const site = await requireSite(deps.db, project.site_id);
        const { site_name } = await deps.integrations.builder.createSite({
          templateId: project.template_id,
          businessName: site.name,
          externalUid: String(site.id),
        });
        await recordStep(deps, project, step, { builder_site_name: site_name });
        project.builder_site_name = site_name;
      }
      if (step === "Adding the funeral home's details") {
        if (!project.builder_site_name) throw new HttpError(409, 'The project was not created');
        await deps.integrations.builder.updateContent(project.builder_site_name, await businessContent(deps, project.site_id));
        await recordStep(deps, project, step);
      }
      if (step === 'Done') {
        await finish(deps, project);
        announce(deps, project, step, 'done');
      }
    }
    return 'done';
  } catch (error) {
    if (error instanceof HttpError) {
      await fail(deps, project, error.message);
      return 'failed';
    }
    throw error;
  }
};

const finish = (deps: AppDeps, project: ProjectRow) =>
  deps.db.transaction().execute(async (trx) => {
    const site = await requireSite(trx, project.site_id, { lock: true });
    if (site.duda_id && site.duda_id !== project.builder_site_name)
      throw new HttpError(409, `${site.name} was linked to ${site.duda_id} meanwhile`);
    const at = deps.now();
    await trx.updateTable('sites').set({ duda_id: project.builder_site_name }).where('id', '=', site.id).execute();
    await trx
      .updateTable('builder_projects')
      .set({ status: 'done', steps_done: JSON.stringify([...project.steps_done, 'Done']), finished_at: at })
      .where('id', '=', project.id)
      .execute();
    await writeLog(trx, {
      siteId: site.id,
      userId: project.started_by,
      message: `Duda project ${project.builder_site_name ?? ''} created from template ${project.template_id}`,
      logType: 'CREATE',
      at,
    });
  });

const abandonedProjectError = 'The server stopped before the project was created';

/** The route commits the project's row, then sends its job: a row younger than this may not have its job yet. */
const jobSendGraceMs = 60_000;

/**
 * For start-up: a project left 'running' with no job that will still run it (the process died
 * before sending it, or its last attempt died with it) becomes 'failed', so a new create can start.
 * Decided by the job queue's table, not by this process's memory: a project another server is
 * running now keeps its live job and is left alone, and servers sweeping together fail a project
 * once. A job a crash left active stays pending until pg-boss expires and retries it, and the retry
 * resumes the project. Returns the ids it failed.
 */
export const failAbandonedBuilderProjects = async (deps: AppDeps): Promise<string[]> => {
  const startedBefore = new Date(deps.now().getTime() - jobSendGraceMs);
  const running = await deps.db
    .selectFrom('builder_projects')
    .selectAll()
    .where('status', '=', 'running')
    .where('started_at', '<', startedBefore)
    .execute();
  const failed: string[] = [];
  for (const project of running) {
    if (await deps.jobs.isPending(builderProjectJobName, project.id)) continue;
    if (await fail(deps, project, abandonedProjectError)) failed.push(project.id);
  }
  return failed;
};

export const builderProjectJob: JobDefinition<{ launchId: string }> = {
  name: builderProjectJobName,
  retryLimit: 2,
  handler: (deps, data) => runBuilderProject(deps, data.launchId),
};
