/** The 17 log types of part 1 §3; a log entry without one is OTHER. */
export const logTypes = [
  'INTAKE',
  'CREATE',
  'IN_REVIEW',
  'STAGE',
  'GO_LIVE',
  'OBIT',
  'DESIGNER',
  'AE',
  'AM',
  'SDR',
  'CARES',
  'FLORIST',
  'OTHER',
  'SCRAPE',
  'DOMAIN',
  'PROXY',
  'DNS_INSTRUCTION',
] as const;
export type LogType = (typeof logTypes)[number];

export const defaultLogType: LogType = 'OTHER';

export const isLogType = (value: unknown): value is LogType => typeof value === 'string' && (logTypes as readonly string[]).includes(value);
