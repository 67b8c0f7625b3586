import { describe, expect, it } from 'vitest';
import { boardLists } from '../../../domain/boardLists';
import { loadConfig } from '../../../server/config';
import { liveIntegrations } from './liveIntegrations';

const trelloCredentials = { TRELLO_KEY: 'key', TRELLO_TOKEN: 'token' };
const listIds = Object.fromEntries(boardLists.map((name, index) => [name, index.toString(16).padStart(24, 'a')]));

describe('integration variables at start-up', () => {
  it('runs every service as its sandbox when none is configured', () => {
    expect(liveIntegrations({}).modes).toEqual({
      builder: 'sandbox',
      board: 'sandbox',
      registrar: 'sandbox',
      dns: 'sandbox',
      mail: 'sandbox',
      ai: 'sandbox',
    });
  });

  it('runs a service live once all its variables are set, leaving the others in the sandbox', () => {
    expect(liveIntegrations({ GODADDY_KEY: 'k', GODADDY_SECRET: 's' }).modes).toMatchObject({
      registrar: 'live',
      builder: 'sandbox',
      dns: 'sandbox',
    });
  });

  it('refuses a half-configured service, naming what is missing', () => {
    expect(() => loadConfig({ DUDA_API_USER: 'api-user' })).toThrow(
      'Invalid configuration:\n  DUDA_API_PASSWORD, DUDA_SSO_ACCOUNT: must be set too, since DUDA_API_USER is set (builder)',
    );
    expect(() => loadConfig({ ROUTE53_API_URL: 'https://route53.amazonaws.com' })).toThrow(
      'AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: must be set too, since ROUTE53_API_URL is set (dns)',
    );
  });

  it('refuses malformed values with the variable and the reason', () => {
    expect(() => loadConfig({ DUDA_API_URL: 'api.duda.co' })).toThrow(/DUDA_API_URL: must be a URL/);
    expect(() => loadConfig({ AWS_REGION: 'Virginia' })).toThrow(/AWS_REGION: must be an AWS region such as us-east-1/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL: must look like smtp:\/\//);
    expect(() => loadConfig({ SANDBOX_DNS_SYNC_MS: 'soon' })).toThrow(/SANDBOX_DNS_SYNC_MS: must be a whole number of milliseconds/);
  });

  it('refuses live mail from the placeholder sender at localhost', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mailer:secret@mail.agency.example:587' })).toThrow(
      'Invalid configuration:\n  MAIL_FROM: must be a real address (e.g. Website Admin <website-admin@agency.com>) once SMTP_URL is set, not one at localhost (mail)',
    );
    expect(
      loadConfig({ SMTP_URL: 'smtp://mailer:secret@mail.agency.example:587', MAIL_FROM: 'Website Admin <admin@agency.example>' }).MAIL_FROM,
    ).toBe('Website Admin <admin@agency.example>');
    // The sandbox keeps the placeholder: its mail never leaves the outbox.
    expect(loadConfig({}).MAIL_FROM).toBe('Website Admin <website-admin@localhost>');
  });

  it('checks TRELLO_BOARD_LISTS names every board list with a Trello list id', () => {
    expect(() => loadConfig({ ...trelloCredentials, TRELLO_BOARD_LISTS: '{not json' })).toThrow(
      /TRELLO_BOARD_LISTS: must be a JSON object of list name to list id/,
    );
    const { 'LIVE.LIVE': _missing, ...withoutLive } = listIds;
    expect(() => loadConfig({ ...trelloCredentials, TRELLO_BOARD_LISTS: JSON.stringify(withoutLive) })).toThrow(
      /TRELLO_BOARD_LISTS: has no list id for LIVE\.LIVE/,
    );
    expect(() => loadConfig({ ...trelloCredentials, TRELLO_BOARD_LISTS: JSON.stringify({ ...listIds, 'QA.STAGED': 'staged' }) })).toThrow(
      /check QA\.STAGED/,
    );
    expect(loadConfig({ ...trelloCredentials, TRELLO_BOARD_LISTS: JSON.stringify(listIds) }).TRELLO_BOARD_LISTS).toEqual(listIds);
  });
});
