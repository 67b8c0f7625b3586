import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../../server/integrations/mail/mail.port';

export interface SentMail {
  from: string;
  to: string[];
  cc: string[];
  replyTo: string | null;
  subject: string;
  text: string;
}

interface MailFixture {
  mailer: Mailer;
  /** The messages as they arrived: in the outbox, or at the SMTP server. */
  sent(): Promise<SentMail[]>;
  close(): Promise<void>;
}

/** What the app relies on from mail (DNS instructions, domain requests), whichever implementation answers. */
export const mailContract = (name: string, setup: () => Promise<MailFixture>) =>
  describe(name, () => {
    let fixture: MailFixture;
    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(() => fixture.close());

    it('sends a message from the configured sender', async () => {
      const { messageId } = await fixture.mailer.send({
        to: ['it@smithfuneral.com'],
        subject: 'DNS instructions for smithfuneral.com',
        text: 'Please point smithfuneral.com at 203.0.113.10.',
      });
      expect(messageId).toMatch(/^<.+>$/);
      expect((await fixture.sent()).at(-1)).toEqual({
        from: 'Website Admin <admin@agency.example>',
        to: ['it@smithfuneral.com'],
        cc: [],
        replyTo: null,
        subject: 'DNS instructions for smithfuneral.com',
        text: 'Please point smithfuneral.com at 203.0.113.10.',
      });
    });

    it('sends copies and a reply-to address', async () => {
      await fixture.mailer.send({
        to: ['registrar@provider.example', 'owner@smithfuneral.com'],
        cc: ['ae@agency.example'],
        replyTo: 'ae@agency.example',
        subject: 'Domain request: smithfuneral.com',
        text: 'Please transfer smithfuneral.com.',
      });
      expect((await fixture.sent()).at(-1)).toMatchObject({
        to: ['registrar@provider.example', 'owner@smithfuneral.com'],
        cc: ['ae@agency.example'],
        replyTo: 'ae@agency.example',
        subject: 'Domain request: smithfuneral.com',
      });
    });
  });
