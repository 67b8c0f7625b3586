import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { siteEditorMachine } from '../../machines/siteEditor/siteEditor.machine';
import { ViewWiring } from '../testing/ViewWiring';
import { useWorkflowMachineOnFirstUse } from './useWorkflowMachine';

/** A control like the list's Editor button: it shows the machine's state and sends OPEN when pressed. */
function EditorControl({ onPressed }: { onPressed: (startedDuringClick: boolean) => void }) {
  const [snapshot, send] = useWorkflowMachineOnFirstUse('siteEditor', siteEditorMachine, { input: { siteId: 7 } });
  return (
    <button
      type="button"
      aria-label="Editor"
      onClick={() => {
        send({ type: 'OPEN' });
        onPressed(openEditor.mock.calls.length > 0);
      }}
    >
      {snapshot === null ? 'not started' : String(snapshot.value)}
    </button>
  );
}

let finish: () => void = () => {};
const openEditor = vi.fn(
  () =>
    new Promise<void>((resolve) => {
      finish = resolve;
    }),
);

describe('useWorkflowMachineOnFirstUse (decision 0620)', () => {
  it('starts no machine until the first event, then starts it and runs that event inside the same call', async () => {
    openEditor.mockClear();
    const pressed = vi.fn();
    render(
      <ViewWiring actors={{ siteEditor: { openEditor: fromPromise(openEditor) } }}>
        <EditorControl onPressed={pressed} />
      </ViewWiring>,
    );
    expect(screen.getByRole('button', { name: 'Editor' })).toHaveTextContent('not started');
    expect(openEditor).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Editor' }));
    // The invoked actor ran during the click itself: a pop-up it opens is still allowed there.
    expect(pressed).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Editor' })).toHaveTextContent('opening');
    expect(openEditor).toHaveBeenCalledTimes(1);
    expect(openEditor).toHaveBeenCalledWith(expect.objectContaining({ input: { id: 7 } }));

    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Editor' })).toHaveTextContent('idle');
  });

  it('sends later events to the machine it started, not to a new one', async () => {
    openEditor.mockClear();
    render(
      <ViewWiring actors={{ siteEditor: { openEditor: fromPromise(openEditor) } }}>
        <EditorControl onPressed={() => {}} />
      </ViewWiring>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Editor' }));
    // A press while opening is ignored by the machine: one call, not two.
    await userEvent.click(screen.getByRole('button', { name: 'Editor' }));
    expect(openEditor).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await userEvent.click(screen.getByRole('button', { name: 'Editor' }));
    expect(openEditor).toHaveBeenCalledTimes(2);
    await act(async () => finish());
  });
});
