import { fromPromise } from 'xstate';
import type { OutboxMessage } from '../../../domain/api/integrations.schema';
import type { OutboxActors } from '../../../machines/outbox/outbox.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

/** Two messages of the kinds the app sends, for the view's story and test. */
export const outboxMessages: OutboxMessage[] = [
  {
    id: 2,
    from: 'Website Admin <website-admin@localhost>',
    to: ['it@smithfuneral.com'],
    cc: ['launch@agency.example'],
    replyTo: 'launch@agency.example',
    subject: 'DNS instructions for smithfuneral.com',
    text: 'Hello,\n\nPlease point smithfuneral.com at 203.0.113.10.\n\nThank you.',
    html: null,
    sentAt: '2025-03-03T15:04:00.000Z',
  },
  {
    id: 1,
    from: 'Website Admin <website-admin@localhost>',
    to: ['domains@provider.example'],
    cc: [],
    replyTo: null,
    subject: 'Domain request: jonesfuneral.com',
    text: 'Please release jonesfuneral.com to the funeral home.',
    html: null,
    sentAt: '2025-03-02T10:30:00.000Z',
  },
];

/** Outbox actors for stories: `messages`, never answered, or a failure, as asked. */
export const outboxActorsFixture = (how: StubAnswer = 'answer', messages: OutboxMessage[] = outboxMessages): OutboxActors => ({
  loadOutbox: fromPromise(() => stubAnswer(how, () => messages)),
});
