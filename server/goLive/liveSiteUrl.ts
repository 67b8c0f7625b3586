import { normaliseApex } from '../../domain/goLive/launchDnsRecords';
import type { AppDeps } from '../appDeps';
import { sandboxPaths } from '../integrations/builder/sandboxTemplates';

/**
 * The launched site's address, for 'Check it out!' and the 'Checking the live site' step: the
 * domain itself with the real builder, the sandbox's live page (decisions.md §8) otherwise.
 */
export const liveSiteUrl = (deps: Pick<AppDeps, 'config' | 'integrations'>, apex: string): string =>
  deps.integrations.modes.builder === 'live'
    ? `https://${normaliseApex(apex)}/`
    : `${deps.config.PUBLIC_ORIGIN?.replace(/\/+$/, '') ?? ''}${sandboxPaths.live(normaliseApex(apex))}`;
