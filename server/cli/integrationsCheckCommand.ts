import type { Integrations } from '../integrations/integrations';
import { type ServiceName, serviceLabels, serviceNames } from '../integrations/serviceNames';

/**
 * `npm run integrations:check`: one harmless authenticated read per live service, after an
 * operator sets credentials. Each service gets one line, 'ok' and what it saw, or the reason it
 * failed in the words staff would see; a sandbox service is said to be one. Exit code 1 when any
 * live service failed.
 */
export const runIntegrationsCheck = async (checks: Integrations['checks'], out: (line: string) => void): Promise<number> => {
  const results = await Promise.all(
    serviceNames.map(async (service: ServiceName) => {
      const check = checks[service];
      if (!check) return { service, line: `${service}: sandbox (no credentials set, nothing to check)`, failed: false };
      try {
        return { service, line: `${service}: ok (${await check()})`, failed: false };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          service,
          line: `${service}: FAILED - ${reason.startsWith(serviceLabels[service]) ? reason : `${serviceLabels[service]}: ${reason}`}`,
          failed: true,
        };
      }
    }),
  );
  for (const { line } of results) out(line);
  return results.some((result) => result.failed) ? 1 : 0;
};
