import { Stepper } from '@mantine/core';
import { launchSteps } from '../../../domain/goLive/launchSteps';

/**
 * The Full Send steps as a stepper: every step whose message has arrived is reached, the last one
 * arrived is running (or complete once the launch is done).
 */
export function FullSendProgress({ messages, done }: { messages: string[]; done: boolean }) {
  const reached = launchSteps.reduce((last, step, index) => (messages.includes(step) ? index : last), -1);
  const active = done ? launchSteps.length : Math.max(reached, 0);
  return (
    <Stepper active={active} orientation="vertical" size="sm" aria-label="Full Send progress">
      {launchSteps.map((step) => (
        <Stepper.Step key={step} label={step} loading={!done && step === launchSteps[reached]} />
      ))}
    </Stepper>
  );
}
