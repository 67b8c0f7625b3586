import { IntegrationError } from '../integrationError';
import { serviceLabels } from '../serviceNames';
import type { ChangeInfo, DnsHosting } from './dns.port';

interface WaitOptions {
  timeoutMs: number;
  pollMs: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Polls a DNS change until it is INSYNC, for either implementation (Route 53 takes about a minute). */
export const waitForChange = async (dns: DnsHosting, changeId: string, options: WaitOptions): Promise<ChangeInfo> => {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const change = await dns.getChange(changeId);
    if (change.status === 'INSYNC') return change;
    if (Date.now() + options.pollMs > deadline) {
      throw new IntegrationError(
        'dns',
        'timeout',
        `${serviceLabels.dns} has not applied change ${changeId} after ${options.timeoutMs / 1000} seconds; check again later.`,
      );
    }
    await sleep(options.pollMs);
  }
};
