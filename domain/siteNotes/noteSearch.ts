import * as v from 'valibot';
import { lenient } from '../siteList/listSearch';
import { noteTypes } from './noteTypes';

/**
 * The notes tab's URL: `?type=Account` opens it filtered to that type rather than the viewer's
 * default, so a mention's link shows the note whatever the reader's role (docs/decisions/0554).
 * A malformed type is dropped.
 */
export const noteSearchSchema = v.object({ type: lenient(v.picklist(noteTypes)) });
