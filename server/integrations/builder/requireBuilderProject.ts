import { conflict } from '../../http/httpError';
import type { Site } from '../../sites/requireSite';

/**
 * The site's builder project (its site name at the builder); 409 when it has none yet, saying what
 * to do: 'create or link one first' or '... before staging'.
 */
export const requireBuilderProject = (site: Pick<Site, 'name' | 'duda_id'>, when: 'first' | 'before staging'): string => {
  if (!site.duda_id) throw conflict(`${site.name} has no builder project yet: create or link one ${when}`);
  return site.duda_id;
};
