import { createLoadMachine } from '../shared/loadMachine';
import { unprovidedLogActors } from './log.actors';

/**
 * A site's Recent Updates (part 1 §2): loading -> loaded | failed (RETRY). LOAD reads again for
 * another log type, or for the same one after the page changed the site.
 */
export const logMachine = createLoadMachine('loadLog', unprovidedLogActors.loadLog);
