import { sql } from 'kysely';
import { readAuditPage } from '../../server/audit/auditQueries';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { percentile, timeIt } from './percentiles';

/**
 * The audit log's read (issue 34): BENCH_AUDIT_ENTRIES entries (1,000,000 by default) by 200
 * people over 20,000 sites in a fresh in-memory PGlite (part of npm run bench; BENCH_SKIP_AUDIT=1
 * leaves it out). Times the first page of GET /api/audit's query (readAuditPage: the page, its
 * people and sites, the staff list) filtered by person, by site, and by both, each sample another
 * person or site. Goal: p95 at most 50 ms for each.
 */
const entries = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const samples = Number(process.env.BENCH_REPEAT ?? 40);
const people = 200;
const sites = 20_000;
const goalMs = 50;

export const benchAudit = async (): Promise<boolean> => {
  const handle = await openDatabase({});
  try {
    const db = handle.db;
    await migrateToLatest(db);
    await sql`INSERT INTO users (name, email, role) SELECT 'Bench Person ' || g, 'person' || g || '@bench.example', 'am' FROM generate_series(1, ${people}::int) g`.execute(
      db,
    );
    await sql`INSERT INTO corporations (id, name) VALUES (1, 'Corporate')`.execute(db);
    await sql`INSERT INTO sites (name) SELECT 'Bench Funeral Home ' || g FROM generate_series(1, ${sites}::int) g`.execute(db);
    const seeded = performance.now();
    // Newest entries last, as the log grows; a tenth of them (sign-ins, settings) name no site.
    await sql`
      INSERT INTO audit_entries (at, person_id, address, kind, action, entity, entity_id, site_id, changes)
      SELECT now() - make_interval(secs => ${entries}::int - g), 1 + g % ${people}::int, '198.51.100.' || (g % 250),
             (ARRAY['site','status','note','checklist','launchDate'])[1 + g % 5], 'change', 'sites', (1 + g % ${sites}::int)::text,
             CASE WHEN g % 10 = 0 THEN NULL ELSE 1 + (g * 7) % ${sites}::int END,
             jsonb_build_array(jsonb_build_object('field', 'note', 'before', NULL, 'after', 'entry ' || g))
      FROM generate_series(1, ${entries}::int) g
    `.execute(db);
    await sql`VACUUM ANALYZE`.execute(db);
    console.info(
      `\naudit log: ${entries.toLocaleString('en-US')} entries written in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const filters: Record<string, (i: number) => { person?: number; site?: number }> = {
      'by person': (i) => ({ person: 1 + ((i * 37) % people) }),
      'by site': (i) => ({ site: 1 + ((i * 7919) % sites) }),
      'by person and site': (i) => ({ person: 1 + ((i * 37) % people), site: 1 + ((i * 7919) % sites) }),
    };
    let ok = true;
    for (const [name, filterOf] of Object.entries(filters)) {
      for (let i = 0; i < 3; i += 1) await readAuditPage(db, filterOf(i));
      const times: number[] = [];
      for (let i = 0; i < samples; i += 1) times.push(await timeIt(() => readAuditPage(db, filterOf(i + 3))));
      const p95 = percentile(times, 95);
      ok = ok && p95 <= goalMs;
      console.info(
        `audit page ${name}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal <= ${goalMs} ms: ${p95 <= goalMs ? 'met' : 'MISSED'})`,
      );
    }
    return ok;
  } finally {
    await handle.close();
  }
};
