import { fromCallback, fromPromise } from 'xstate';
import type { InboxNotification, NotificationPreferences } from '../../../domain/api/notifications.schema';
import type { InboxActors, InboxChangedEvent } from '../../../machines/inbox/inbox.actors';
import { stubAnswer, type StubAnswer } from '../../testing/stubAnswer';

const assignedOnOakwood: InboxNotification = {
  id: 3,
  kind: 'assignment',
  siteId: 1043,
  siteName: 'Oakwood Memorial Chapel',
  actorName: 'Avery Admin',
  message: 'You were assigned as designer',
  link: '/sites/id/1043',
  createdAt: '2026-11-27T09:30:00.000Z',
  read: false,
};
const mentionedOnSmith: InboxNotification = {
  id: 2,
  kind: 'mention',
  siteId: 1042,
  siteName: 'Smith & Sons Funeral Home',
  actorName: 'Casey Care',
  message: 'Mentioned you in a note: @Dana Designer the family sent new photos',
  link: '/sites/id/1042/notes?type=Instant',
  createdAt: '2026-11-27T09:00:00.000Z',
  read: false,
};
const statusOnSmith: InboxNotification = {
  id: 1,
  kind: 'status',
  siteId: 1042,
  siteName: 'Smith & Sons Funeral Home',
  actorName: 'Avery Admin',
  message: 'Status changed from In Design to Pre-Staging QA',
  link: '/sites/id/1042',
  createdAt: '2026-11-26T16:00:00.000Z',
  read: true,
};

export const inboxNotifications = [assignedOnOakwood, mentionedOnSmith, statusOnSmith];

type Answers = {
  notifications?: InboxNotification[];
  loadInbox?: StubAnswer;
  /** How the reads after the first answer (after a mark or snooze); as the first by default. */
  reloadInbox?: StubAnswer;
  markRead?: StubAnswer;
  snooze?: StubAnswer;
  preferences?: NotificationPreferences;
  loadPreferences?: StubAnswer;
  savePreferences?: StubAnswer;
};

/** Inbox actors for stories and tests: the notifications kept in memory for this mount, read and snoozed there. */
export const inboxActorsFixture = ({
  notifications = inboxNotifications,
  loadInbox = 'answer',
  reloadInbox = loadInbox,
  markRead = 'answer',
  snooze = 'answer',
  preferences = { kinds: ['mention', 'assignment', 'status', 'launch', 'revision', 'scrape'], dailyDigest: false },
  loadPreferences = 'answer',
  savePreferences = 'answer',
}: Answers = {}): InboxActors => {
  let kept = notifications;
  let keptPreferences = preferences;
  const unread = () => kept.filter((item) => !item.read).length;
  let reads = 0;
  return {
    loadInbox: fromPromise(({ input }) =>
      stubAnswer(reads++ === 0 ? loadInbox : reloadInbox, () => ({
        notifications: input.unread ? kept.filter((item) => !item.read) : kept,
        unreadCount: unread(),
      })),
    ),
    markRead: fromPromise(({ input }) =>
      stubAnswer(markRead, () => {
        kept = kept.map((item) => (input.all || input.ids?.includes(item.id) ? { ...item, read: true } : item));
        return { unreadCount: unread() };
      }),
    ),
    snooze: fromPromise(({ input }) =>
      stubAnswer(snooze, () => {
        kept = kept.filter((item) => item.id !== input.id);
        return { unreadCount: unread() };
      }),
    ),
    loadPreferences: fromPromise(() => stubAnswer(loadPreferences, () => keptPreferences)),
    savePreferences: fromPromise(({ input }) =>
      stubAnswer(savePreferences, () => {
        keptPreferences = input;
        return input;
      }),
    ),
    inboxChanged: fromCallback<InboxChangedEvent>(() => () => undefined),
  };
};
