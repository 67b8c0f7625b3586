import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dudaStubCredentials, startDudaStub } from './stubs/duda.stub';
import { goDaddyStubCredentials, startGoDaddyStub } from './stubs/goDaddy.stub';
import { type SmtpStub, startSmtpStub } from './stubs/mail.stub';
import { openAiStubCredentials, startOpenAiStub } from './stubs/openAi.stub';
import { route53StubCredentials, startRoute53Stub } from './stubs/route53.stub';
import type { StubServer } from './stubs/stubServer';
import { startTrelloStub, trelloStubCredentials, trelloStubListIds } from './stubs/trello.stub';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const loopbackCa = fileURLToPath(new URL('./stubs/tls/loopback.crt', import.meta.url));

/**
 * `npm run integrations:check` as an operator runs it: a process of its own, configured only by
 * its environment. NODE_EXTRA_CA_CERTS makes it trust the loopback SMTP server's certificate, as
 * an operator with a private mail server would.
 */
const runCheck = async (env: Record<string, string>): Promise<{ lines: string[]; exitCode: number }> => {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/integrationsCheck.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', NODE_EXTRA_CA_CERTS: loopbackCa, ...env },
    });
    return { lines: stdout.trim().split('\n'), exitCode: 0 };
  } catch (error) {
    const failed = error as { stdout: string; code: number };
    return { lines: failed.stdout.trim().split('\n'), exitCode: failed.code };
  }
};

describe('npm run integrations:check', () => {
  let duda: StubServer;
  let trello: StubServer;
  let goDaddy: StubServer;
  let route53: StubServer;
  let openAi: StubServer;
  let smtp: SmtpStub;
  beforeAll(async () => {
    [duda, trello, goDaddy, route53, openAi, smtp] = await Promise.all([
      startDudaStub(),
      startTrelloStub(),
      startGoDaddyStub(),
      startRoute53Stub(),
      startOpenAiStub(),
      startSmtpStub(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([duda, trello, goDaddy, route53, openAi].map((stub) => stub.close()));
    await smtp.close();
  });

  const liveEnv = (overrides: Record<string, string> = {}) => ({
    DUDA_API_URL: `${duda.url}/api`,
    DUDA_API_USER: dudaStubCredentials.user,
    DUDA_API_PASSWORD: dudaStubCredentials.password,
    DUDA_SSO_ACCOUNT: dudaStubCredentials.ssoAccount,
    TRELLO_API_URL: `${trello.url}/1`,
    TRELLO_KEY: trelloStubCredentials.key,
    TRELLO_TOKEN: trelloStubCredentials.token,
    TRELLO_BOARD_LISTS: JSON.stringify(trelloStubListIds),
    GODADDY_API_URL: goDaddy.url,
    GODADDY_KEY: goDaddyStubCredentials.key,
    GODADDY_SECRET: goDaddyStubCredentials.secret,
    ROUTE53_API_URL: route53.url,
    AWS_ACCESS_KEY_ID: route53StubCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: route53StubCredentials.secretAccessKey,
    SMTP_URL: smtp.url(),
    MAIL_FROM: 'Website Admin <admin@agency.example>',
    AI_API_URL: `${openAi.url}/v1`,
    AI_API_KEY: openAiStubCredentials.apiKey,
    INTEGRATION_TIMEOUT_MS: '5000',
    ...overrides,
  });

  it('says every service is a sandbox when no credentials are set', async () => {
    expect(await runCheck({})).toEqual({
      lines: [
        'builder: sandbox (no credentials set, nothing to check)',
        'board: sandbox (no credentials set, nothing to check)',
        'registrar: sandbox (no credentials set, nothing to check)',
        'dns: sandbox (no credentials set, nothing to check)',
        'mail: sandbox (no credentials set, nothing to check)',
        'ai: sandbox (no credentials set, nothing to check)',
      ],
      exitCode: 0,
    });
  });

  it('makes one authenticated read per live service and prints ok with what it saw', async () => {
    expect(await runCheck(liveEnv())).toEqual({
      lines: [
        'builder: ok (2 templates listed)',
        'board: ok (signed in as websiteadmin)',
        'registrar: ok (1 domains listed)',
        'dns: ok (0 hosted zones listed)',
        `mail: ok (connected to 127.0.0.1:${new URL(smtp.url()).port} and signed in)`,
        'ai: ok (3 models listed, gpt-4o-mini among them)',
      ],
      exitCode: 0,
    });
    expect(smtp.received).toEqual([]);
  });

  it('prints the reason for each service that fails, and exits 1', async () => {
    const { lines, exitCode } = await runCheck(
      liveEnv({ DUDA_API_PASSWORD: 'wrong', SMTP_URL: smtp.url('wrong'), AI_MODEL: 'gpt-5-imaginary' }),
    );
    expect(exitCode).toBe(1);
    expect(lines).toEqual([
      'builder: FAILED - The website builder (Duda) refused our credentials (401: Authentication failed). Check DUDA_API_USER and DUDA_API_PASSWORD.',
      'board: ok (signed in as websiteadmin)',
      'registrar: ok (1 domains listed)',
      'dns: ok (0 hosted zones listed)',
      'mail: FAILED - The mail server refused our credentials: 535 Authentication credentials invalid. Check the user and password in SMTP_URL.',
      "ai: FAILED - The AI writer does not offer the model 'gpt-5-imaginary' to this key: set AI_MODEL to one it lists.",
    ]);
  });
});
