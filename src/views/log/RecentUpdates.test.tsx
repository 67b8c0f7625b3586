import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../domain/api/apiError';
import type { LogEntry } from '../../../domain/api/log.schema';
import type { EndpointInput } from '../../../domain/api/endpoint';
import type { logEndpoints } from '../../../domain/api/log.endpoints';
import type { LogActors } from '../../../machines/log/log.actors';
import { renderView, ViewWiring } from '../../testing/ViewWiring';
import { logEntriesFixture, logNow } from './logFixtures';
import { RecentUpdates } from './RecentUpdates';

/** A loadLog that answers from `answers` in turn (the last one from then on) and records what it was asked. */
const recordingLog = (...answers: (LogEntry[] | Error)[]) => {
  const calls: EndpointInput<typeof logEndpoints.read>[] = [];
  const actors: LogActors = {
    loadLog: fromPromise(async ({ input }) => {
      calls.push(input);
      const answer = answers[Math.min(calls.length, answers.length) - 1] ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
  return { calls, actors };
};

describe('RecentUpdates', () => {
  it('lists entries in the order the server gives (newest first) and reads again by type and refresh key', async () => {
    const log = recordingLog(logEntriesFixture);
    const user = userEvent.setup({ delay: null });
    const { rerender } = renderView(<RecentUpdates fhid={7} now={logNow} />, { actors: { log: log.actors } });
    const timeline = await screen.findByLabelText('Recent updates');
    const titles = within(timeline)
      .getAllByText(/scheduled|staged|review|missed/)
      .map((node) => node.textContent);
    expect(titles).toEqual(['Launch scheduled for Mar 18, 2025', 'Site staged', 'Submitted for review', 'Launch date missed']);
    expect(log.calls.at(-1)).toEqual({ id: 7 });

    await user.click(screen.getByRole('combobox', { name: 'Log type' }));
    await user.click(await screen.findByRole('option', { name: 'STAGE' }));
    await waitFor(() => expect(log.calls.at(-1)).toEqual({ id: 7, logType: 'STAGE' }));

    rerender(
      <ViewWiring actors={{ log: log.actors }}>
        <RecentUpdates fhid={7} now={logNow} refreshKey={1} />
      </ViewWiring>,
    );
    await waitFor(() => expect(log.calls).toHaveLength(3));
    // The refresh keeps the type the user picked.
    expect(log.calls.at(-1)).toEqual({ id: 7, logType: 'STAGE' });
  });

  it('retries after a failure', async () => {
    const log = recordingLog(new ApiError(0, { error: 'The server could not be reached' }), []);
    const user = userEvent.setup({ delay: null });
    renderView(<RecentUpdates fhid={7} />, { actors: { log: log.actors } });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No updates yet')).toBeInTheDocument();
    expect(log.calls).toEqual([{ id: 7 }, { id: 7 }]);
  });

  it("links admins and executives to the site's full history in the audit log, and no other role", async () => {
    for (const [role, shown] of [
      ['admin', true],
      ['executive', true],
      ['designer', false],
    ] as const) {
      const { unmount } = renderView(<RecentUpdates fhid={7} now={logNow} />, {
        actors: { log: recordingLog(logEntriesFixture).actors },
        viewer: { id: 3, role, name: 'Viewer' },
      });
      await screen.findByLabelText('Recent updates');
      const link = screen.queryByRole('link', { name: 'Full history' });
      if (shown) expect(link).toHaveAttribute('href', '/audit?site=7');
      else expect(link).toBeNull();
      unmount();
    }
  });
});
