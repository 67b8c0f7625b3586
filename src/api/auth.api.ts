import { HTTPError } from 'ky';
import { http } from './http';
import type { SessionUser } from '../session/storedUser';

/** A successful POST /login or /preauth. */
export type SignInResponse = {
  status: 'SUCCESS';
  token: string;
  user: SessionUser;
  redirect: string | null;
};

type FailureBody = { status?: string; error?: string };

/** A sign-in the server refused; `message` is the server's text, meant for the user. */
export class SignInRefusedError extends Error {
  override readonly name = 'SignInRefusedError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function readRefusal(error: unknown): Promise<never> {
  if (error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => ({}))) as FailureBody;
    throw new SignInRefusedError(body.error ?? error.message, error.response.status);
  }
  throw error;
}

async function postSignIn(path: 'login' | 'preauth', json: object): Promise<SignInResponse> {
  const body = await http.post(path, { json }).json<SignInResponse | FailureBody>().catch(readRefusal);
  // Part 1 §5: anything but status SUCCESS is a failed sign-in, even with a 200.
  if (body.status !== 'SUCCESS') throw new SignInRefusedError((body as FailureBody).error ?? '', 200);
  return body as SignInResponse;
}

export const login = (username: string, password: string): Promise<SignInResponse> =>
  postSignIn('login', { username, password });

/** Exchanges a one-time sign-in code (the ?u= of a sign-in link) for a session. */
export const preauth = (code: string): Promise<SignInResponse> => postSignIn('preauth', { u: code });

export async function logout(): Promise<void> {
  await http.get('logout');
}

export const fetchMe = (): Promise<SessionUser> => http.get('api/me').json<SessionUser>();
