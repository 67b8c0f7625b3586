import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../testing/ViewWiring';
import { PhoneSiteHeader } from './PhoneSiteHeader';

/** A control that, like the Status menu for a role with no action, decides to draw nothing. */
const NothingForThisPerson = () => null;

describe('PhoneSiteHeader', () => {
  it("shows 'Site actions', which opens the header's controls in place", async () => {
    renderView(<PhoneSiteHeader title={<h1>Morrison Mortuary</h1>} status="Final QA" actions={<Button>Stage Site</Button>} />);
    const toggle = await screen.findByRole('button', { name: 'Site actions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Stage Site' })).toBeVisible();
  });

  it("offers no 'Site actions' when every control draws nothing for this person (issue 33)", async () => {
    renderView(<PhoneSiteHeader title={<h1>Morrison Mortuary</h1>} status="Final QA" actions={<NothingForThisPerson />} />);
    expect(await screen.findByRole('heading', { name: 'Morrison Mortuary' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Site actions' })).not.toBeInTheDocument();
  });
});
