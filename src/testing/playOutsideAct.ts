import { afterAll, beforeAll } from 'vitest';

/**
 * For story tests whose play functions wait with storybook/test, which knows nothing of React's
 * act(): with the act environment flag that @testing-library/react sets, React would hold their
 * updates back. Turns the flag off for the calling test file and restores it afterwards.
 */
export const playOutsideAct = (): void => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previous: boolean | undefined;
  beforeAll(() => {
    previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  });
};
