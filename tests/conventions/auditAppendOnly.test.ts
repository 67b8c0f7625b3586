import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 34: no route updates or deletes an audit entry. The database refuses every UPDATE and
// TRUNCATE of audit_entries, and every DELETE outside a transaction that set `audit.sweep`
// (migration 0040; tests/api/audit.test.ts and server/jobs/auditRetention.job.test.ts run it).
// This test proves that only the retention sweep sets it and only the daily job reaches the sweep,
// so no request of any route can remove an entry.

const root = join(import.meta.dirname, '..', '..');

const sourceFiles = ['server', 'domain', 'machines', 'src']
  .flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(root, folder, file)),
  )
  .map((file) => ({ path: relative(root, file), text: readFileSync(file, 'utf8') }));

const filesWith = (pattern: RegExp) =>
  sourceFiles
    .filter(({ text }) => pattern.test(text))
    .map(({ path }) => path)
    .sort();

describe('the audit log is append-only', () => {
  it('lets only the retention sweep mark a transaction as the sweep', () => {
    expect(filesWith(/audit\.sweep/)).toEqual(['server/audit/auditRetention.ts', 'server/db/migrations/0040_audit_log.ts']);
  });

  it('reaches the sweep from the daily job alone, never from a route', () => {
    expect(filesWith(/from '[./]*audit\/auditRetention'/)).toEqual(['server/jobs/auditRetention.job.ts']);
  });

  it('writes audit entries only by inserting them', () => {
    expect(filesWith(/(updateTable|deleteFrom)\(\s*'audit_entries'/)).toEqual(['server/audit/auditRetention.ts']);
    expect(filesWith(/\b(update|delete\s+from)\s+audit_entries\b/i)).toEqual([]);
  });
});
