import { Checkbox } from '@mantine/core';
import { pageState } from '../../../domain/bulkActions/rowSelection';
import { useBulkSelection } from './BulkActionsScope';

/** A row's checkbox: a click toggles the row, a shift-click the range from the last row clicked. */
export function RowCheckbox({ id, name }: { id: number; name: string }) {
  const selection = useBulkSelection();
  if (!selection) return null;
  const { snapshot, send, pageIds } = selection;
  return (
    <Checkbox
      aria-label={`Select ${name}`}
      checked={snapshot.context.selection.selected.includes(id)}
      disabled={!snapshot.matches('idle')}
      onChange={() => undefined}
      onClick={(event) => send({ type: 'TOGGLE_ROW', id, range: event.shiftKey, pageIds })}
    />
  );
}

/** The header checkbox: every row of the page, checked when all are and indeterminate when some are. */
export function PageCheckbox() {
  const selection = useBulkSelection();
  if (!selection) return null;
  const { snapshot, send, pageIds } = selection;
  const state = pageState(snapshot.context.selection.selected, pageIds);
  return (
    <Checkbox
      aria-label="Select this page"
      checked={state === 'all' && pageIds.length > 0}
      indeterminate={state === 'some'}
      disabled={!snapshot.matches('idle') || pageIds.length === 0}
      onChange={() => send({ type: 'SET_PAGE', pageIds, selected: state !== 'all' })}
    />
  );
}
