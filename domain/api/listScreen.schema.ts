import * as v from 'valibot';
import { type ListScreenId, listScreens } from '../siteList/listScreens';

const listScreenIds = Object.keys(listScreens) as [ListScreenId, ...ListScreenId[]];

/** A list screen id (domain/siteList/listScreens.ts): which list a saved view or an export is of. */
export const listScreenIdSchema = v.picklist(listScreenIds, `screen must be one of ${listScreenIds.join(', ')}`);
