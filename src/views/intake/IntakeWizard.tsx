import { Alert, Button, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { intakeDraftSchema, withoutSecrets } from '../../../domain/intake/intakeDraft';
import { emptyIntakeForm, type IntakeForm, intakeSteps, intakeStepTitles, type IntakeStep } from '../../../domain/intake/intakeForm';
import { fillOutMessage } from '../../../domain/intake/intakeValidation';
import { intakeMachine } from '../../../machines/intake/intake.machine';
import { type DraftShape, useKeptDraft } from '../../wiring/useKeptDraft';
import { useWorkflowMachine } from '../../wiring/useWorkflowMachine';
import { KeptDraft } from '../shared/KeptDraft';
import { AdditionalStep } from './AdditionalStep';
import { DesignStep } from './DesignStep';
import { FuneralHomeStep } from './FuneralHomeStep';
import { IntakeModals } from './IntakeModals';
import { TemplateStep } from './TemplateStep';

export type IntakeWizardProps = {
  /** Where the browser goes once the card exists (part 2 §2.6: the card's page). */
  onDone: (cardUrl: string) => void;
};

const submittingText = {
  creatingSite: 'Creating the site…',
  uploading: 'Uploading images…',
  creatingCard: 'Creating the Trello card…',
} as const;

const intakeDraft: DraftShape<IntakeForm> = { schema: intakeDraftSchema, blank: emptyIntakeForm() };

/**
 * The New Website page (part 2 §2.6): four steps with a progress bar, Back / Next / Submit. Its route
 * refuses the roles without `intake` (RequireCapability). What is typed is kept in the browser
 * until the site is created or the draft discarded (decision 0440), and offered back when the page opens.
 */
export function IntakeWizard({ onDone }: IntakeWizardProps) {
  const [snapshot, send] = useWorkflowMachine('intake', intakeMachine);
  const { context } = snapshot;
  const step = intakeSteps.find((each) => snapshot.matches({ wizard: each })) ?? 'additional';
  const submitting = snapshot.matches({ wizard: 'submitting' });
  const done = snapshot.matches({ wizard: 'done' });
  const completedCount = intakeSteps.filter((each) => context.completed[each]).length;
  const props = { snapshot, send };
  // Once the site exists the form is saved: a draft offered back then would make a second site.
  const formDraft = useKeptDraft(
    'intake',
    context.fhid === null ? withoutSecrets(context.form) : intakeDraft.blank,
    (form) => send({ type: 'RESTORE_FORM', form }),
    intakeDraft,
  );

  // After a Next or Submit that found fields empty (issue 33): the list comes into view and the
  // first marked field takes the focus, without scrolling the list away again.
  const missingAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = missingAlert.current;
    if (context.missing.length === 0 || !alert) return;
    alert.scrollIntoView({ block: 'start' });
    alert.parentElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: true });
  }, [context.missing]);

  useEffect(() => {
    if (done && context.cardUrl) onDone(context.cardUrl);
  }, [done, context.cardUrl, onDone]);

  const running = (['creatingSite', 'uploading', 'creatingCard'] as const).find((state) =>
    snapshot.matches({ wizard: { submitting: state } }),
  );
  const stepViews: Record<IntakeStep, React.ReactNode> = {
    fh: <FuneralHomeStep {...props} />,
    template: <TemplateStep {...props} />,
    design: <DesignStep {...props} />,
    additional: <AdditionalStep {...props} />,
  };
  return (
    <Stack gap="md">
      <Title order={1}>New Website</Title>
      <KeptDraft draft={formDraft} />
      <Progress value={(completedCount / intakeSteps.length) * 100} aria-label="Wizard progress" />
      <Stepper active={intakeSteps.indexOf(step)} size="sm" allowNextStepsSelect={false}>
        {intakeSteps.map((each) => (
          <Stepper.Step key={each} label={intakeStepTitles[each]} completedIcon={context.completed[each] ? undefined : null} />
        ))}
      </Stepper>
      <Title order={2}>{intakeStepTitles[step]}</Title>
      {context.missing.length > 0 && (
        <Alert
          ref={missingAlert}
          color="red"
          role="alert"
          data-testid="step-missing"
          // Scrolled to below the shell's fixed header, not under it.
          style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}
        >
          {fillOutMessage(context.missing)}
        </Alert>
      )}
      {context.failure && !submitting && step === 'additional' && (
        <Alert color="red" role="alert" title="Submit failed">
          {context.failure}
        </Alert>
      )}
      {!submitting && !done && stepViews[step]}
      {(submitting || done) && (
        <Paper withBorder p="lg" aria-label="Submitting">
          <Stack>
            {running && (
              <Text>
                {running === 'uploading'
                  ? `${submittingText.uploading} (${context.uploaded + 1} of ${context.images.length})`
                  : submittingText[running]}
              </Text>
            )}
            {snapshot.matches({ wizard: { submitting: 'failed' } }) && (
              <Alert color="red" role="alert" title="Submit failed">
                <Text>{context.failure}</Text>
                <Text size="sm">Site {context.fhid} was created; Retry repeats only this step.</Text>
                <Button mt="sm" color="red" variant="light" onClick={() => send({ type: 'RETRY' })}>
                  Retry
                </Button>
              </Alert>
            )}
            {done && <Text>Opening the Trello card…</Text>}
          </Stack>
        </Paper>
      )}
      {!submitting && !done && (
        <Group justify="space-between">
          <Button variant="default" disabled={step === 'fh'} onClick={() => send({ type: 'BACK' })}>
            Back
          </Button>
          {step === 'additional' ? (
            <Button onClick={() => send({ type: 'SUBMIT' })}>Submit</Button>
          ) : (
            <Button onClick={() => send({ type: 'NEXT' })}>Next</Button>
          )}
        </Group>
      )}
      <IntakeModals {...props} />
    </Stack>
  );
}
