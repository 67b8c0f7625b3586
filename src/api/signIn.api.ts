import { HTTPError } from 'ky';
import * as v from 'valibot';
import {
  logoutResponseSchema,
  signInFailureSchema,
  signInResponseSchema,
  userSchema,
  type SignInSuccess,
  type User,
} from '../../domain/api/signIn.schema';
import { http } from './http';

/** A sign-in the server refused; `message` is the server's text, `status` its HTTP status. */
export class SignInRefusedError extends Error {
  override readonly name = 'SignInRefusedError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function rethrowRefusal(error: unknown): Promise<never> {
  if (error instanceof HTTPError) {
    const body = v.safeParse(signInFailureSchema, await error.response.json().catch(() => null));
    throw new SignInRefusedError(body.success ? body.output.error : error.message, error.response.status);
  }
  throw error;
}

async function postSignIn(path: 'login' | 'preauth', json: object): Promise<SignInSuccess> {
  const body = v.parse(signInResponseSchema, await http.post(path, { json }).json().catch(rethrowRefusal));
  // Part 1 §5: anything but status SUCCESS is a failed sign-in, even with a 200.
  if (body.status !== 'SUCCESS') throw new SignInRefusedError(body.error, 200);
  return body;
}

export const login = (username: string, password: string): Promise<SignInSuccess> =>
  postSignIn('login', { username, password });

/** Exchanges the one-time code of a sign-in link (/login?u=<code>) for a session. */
export const preauth = (code: string): Promise<SignInSuccess> => postSignIn('preauth', { u: code });

export async function logout(): Promise<void> {
  v.parse(logoutResponseSchema, await http.get('logout').json());
}

export const fetchMe = async (): Promise<User> => v.parse(userSchema, await http.get('api/me').json());
