import { fromPromise } from 'xstate';
import type { MaskedSecret } from '../../../domain/api/intake.schema';
import type { IntakeSecretName } from '../../../domain/intake/intakeSecrets';
import type { IntakeSecretsActors } from '../../../machines/intakeSecrets/intakeSecrets.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** The plain values behind the fixture's masks. */
const plainSecrets: Record<IntakeSecretName, string> = {
  dnsPassword: 'dns-Pa55word!',
  asdPassword: 'asd-secret',
  passareApiKey: 'pk-live-0123',
};

/** A site whose intake captured a DNS password and a Passare key (no ASD), masked as the server masks them. */
const maskedSecretsFixture = (): MaskedSecret[] => [
  { name: 'dnsPassword', masked: '••••••••d!' },
  { name: 'passareApiKey', masked: '••••••••23' },
];

type Answers = { secrets?: MaskedSecret[]; loadSecrets?: StubAnswer; revealSecret?: StubAnswer };

/** The Credentials section's actors for stories and tests: each call answers from the fixture, never, or fails, as asked. */
export const intakeSecretsActorsFixture = ({
  secrets = maskedSecretsFixture(),
  loadSecrets = 'answer',
  revealSecret = 'answer',
}: Answers = {}): IntakeSecretsActors => ({
  loadSecrets: fromPromise(() => stubAnswer(loadSecrets, () => secrets)),
  revealSecret: fromPromise(({ input }) => stubAnswer(revealSecret, () => ({ name: input.name, value: plainSecrets[input.name] }))),
});
