import { fromPromise } from 'xstate';
import type { SecondFactorStatus } from '../../../domain/api/secondFactor.schema';
import type { SecondFactorActors } from '../../../machines/secondFactor/secondFactor.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

const off: SecondFactorStatus = { enabled: false, enabledAt: null, required: false, recoveryCodesLeft: 0 };
const on: SecondFactorStatus = { enabled: true, enabledAt: '2026-11-20T09:00:00.000Z', required: false, recoveryCodesLeft: 10 };

export const fixtureSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const fixtureRecoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index).padStart(2, '0')}`);

/**
 * The second factor's actors for stories: the person's state (off unless `enabled`, with the
 * role's REQUIRE_2FA as `required`), each call answering, never answering or failing as asked.
 */
export const secondFactorActorsFixture = (
  answers: Partial<Record<keyof SecondFactorActors, StubAnswer>> = {},
  person: { enabled?: boolean; required?: boolean } = {},
): SecondFactorActors => {
  let current: SecondFactorStatus = { ...(person.enabled ? on : off), required: person.required ?? false };
  return {
    status: fromPromise(() => stubAnswer(answers.status ?? 'answer', () => current)),
    enrol: fromPromise(() =>
      stubAnswer(answers.enrol ?? 'answer', () => ({
        secret: fixtureSecret,
        otpauthUrl: `otpauth://totp/Website%20Admin:ada%40example.com?secret=${fixtureSecret}&issuer=Website%20Admin`,
      })),
    ),
    confirm: fromPromise(() =>
      stubAnswer(answers.confirm ?? 'answer', () => {
        current = { ...on, required: current.required };
        return { recoveryCodes: fixtureRecoveryCodes };
      }),
    ),
    turnOff: fromPromise(() =>
      stubAnswer(answers.turnOff ?? 'answer', () => {
        current = { ...off, required: current.required };
        return current;
      }),
    ),
  };
};
