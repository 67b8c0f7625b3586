import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/api/harness';
import { sweepAuditEntries } from '../audit/auditRetention';
import { auditRetentionJob } from './auditRetention.job';
import { jobDefinitions } from './jobDefinitions';

describe('audit retention sweep', () => {
  let h: Harness;
  const now = new Date('2026-06-01T03:30:00Z');
  beforeAll(async () => {
    h = await createHarness({ now: () => now });
  });
  afterAll(() => h.close());

  const entryAt = async (at: string) =>
    (
      await h.handle.db
        .insertInto('audit_entries')
        .values({ at: new Date(at), kind: 'site', action: 'change', entity: 'sites', entity_id: '1', address: '198.51.100.7' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const remaining = async (ids: number[]) =>
    (await h.handle.db.selectFrom('audit_entries').select('id').where('id', 'in', ids).orderBy('id').execute()).map((row) => row.id);

  it('removes the entries older than 730 days by default and keeps the rest', async () => {
    const old = await entryAt('2024-05-31T03:00:00Z');
    const edge = await entryAt('2024-06-01T04:00:00Z');
    const recent = await entryAt('2026-05-31T12:00:00Z');
    expect(h.deps.config.AUDIT_RETENTION_DAYS).toBe(730);
    await sweepAuditEntries(h.deps);
    expect(await remaining([old, edge, recent])).toEqual([edge, recent]);
  });

  it('keeps entries for AUDIT_RETENTION_DAYS when it is set', async () => {
    const tenDaysOld = await entryAt('2026-05-22T03:00:00Z');
    const fiveDaysOld = await entryAt('2026-05-27T03:00:00Z');
    const result = await sweepAuditEntries({ ...h.deps, config: { ...h.deps.config, AUDIT_RETENTION_DAYS: 7 } });
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await remaining([tenDaysOld, fiveDaysOld])).toEqual([fiveDaysOld]);
  });

  it('is the only way an entry goes: a DELETE outside the sweep is refused', async () => {
    const old = await entryAt('2020-01-01T00:00:00Z');
    await expect(sql`delete from audit_entries where id = ${old}`.execute(h.handle.db)).rejects.toThrow(
      'audit entries are append-only (DELETE)',
    );
    await expect(sql`truncate audit_entries`.execute(h.handle.db)).rejects.toThrow('audit entries are append-only (TRUNCATE)');
    expect(await remaining([old])).toEqual([old]);
  });

  it('runs daily as a registered job', () => {
    expect(jobDefinitions).toContain(auditRetentionJob);
    expect(auditRetentionJob.cron).toBe('30 3 * * *');
  });
});
