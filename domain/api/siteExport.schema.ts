import * as v from 'valibot';
import { listScreenIdSchema } from './listScreen.schema';
import { siteListQuerySchema } from './siteList.schema';

/**
 * GET /api/sites/export (issue 19): every row matching the list's filters and sort as CSV. The
 * query is the list's own (GET /api/sites; paging is ignored) and the screen it is of, which picks
 * the columns and the file name.
 */
export const siteExportQuery = v.object({ ...siteListQuerySchema.entries, screen: listScreenIdSchema });
