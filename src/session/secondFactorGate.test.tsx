import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOverlays } from '../views/shared/overlays/overlayLoader';
import { showNotice } from '../wiring/showNotice';
import { holdAtSecondFactorGate, isHeldAtSecondFactorGate, liftSecondFactorGate, useSecondFactorGate } from './secondFactorGate';

function GateProbe() {
  return <p>{useSecondFactorGate() ? 'held' : 'open'}</p>;
}

describe('the second-factor gate (REQUIRE_2FA)', () => {
  afterEach(() => liftSecondFactorGate());

  it('is open until the server holds the tab, and re-renders whoever reads it when held and lifted', () => {
    render(<GateProbe />);
    expect(screen.getByText('open')).toBeInTheDocument();
    act(() => holdAtSecondFactorGate());
    expect(screen.getByText('held')).toBeInTheDocument();
    act(() => liftSecondFactorGate());
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('keeps failure toasts away while held, as every read is refused on purpose', async () => {
    // vitest.setup.ts has loaded the toasts' code; a spy on its `show` (restored after the test)
    // rather than a module mock, which would not reach a showNotice another test file loaded first
    // (the unit project shares modules between files, decision 0600).
    const show = vi.spyOn((await loadOverlays()).notifications, 'show').mockImplementation(() => '');
    holdAtSecondFactorGate();
    expect(isHeldAtSecondFactorGate()).toBe(true);
    showNotice({ tone: 'error', message: 'Unable to load user data' });
    expect(show).not.toHaveBeenCalled();
    showNotice({ tone: 'success', message: 'Second factor turned on' });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Second factor turned on', color: 'green' }));
    liftSecondFactorGate();
    showNotice({ tone: 'error', message: 'Unable to load user data' });
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Unable to load user data', color: 'red' }));
  });
});
