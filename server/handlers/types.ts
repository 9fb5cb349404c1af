// The handler contract. HandlerMap has one key per operation of the generated table, so adding an
// operation to spec/api.yaml without a handler (or keeping a handler for a removed one) fails to compile.
// A handler gets its params already validated and, for `auth: required`, a user that is never null; one
// whose answer caches may keep gets no user, session or device at all.
import type { z } from 'zod';
import type { OperationName, operations } from '../../generated/api/operations';
import type { LanguageCode, ServiceLanguage } from '../../generated/languages';
import type { UserRow } from '../db/types';
import type { Serialized } from '../http/serialized';
import type { Services } from '../services';
import type { AttemptKind } from '../accounts/attempts';
import type { SessionState } from '../accounts/sessions';
import type { Executor } from '../accounts/sessions';

type Ops = typeof operations;

/** The caller as the handler sees it; an operation whose answer caches may keep (`cache`) sees nobody. */
type Caller<N extends OperationName, Known> = Ops[N] extends { readonly cache: number } ? null : Known;

export interface CallContext<N extends OperationName> extends Services {
  readonly name: N;
  readonly params: z.output<Ops[N]['params']>;
  readonly user: Caller<N, Ops[N]['auth'] extends 'required' | 'staff' ? UserRow : UserRow | null>;
  readonly session: Caller<N, SessionState | null>;
  /** The caller's language for messages and content. */
  readonly language: LanguageCode;
  readonly serviceLanguage: ServiceLanguage;
  readonly ip: string;
  /** The `from` (edition) and `deviceId` the call wrapper sends with every call. */
  readonly from: string | null;
  readonly deviceId: Caller<N, string | null>;
  /** The secrets of the caller's sign-up and reset attempts (httpOnly cookies): their codes work only beside them. */
  readonly attempts: Caller<N, AttemptSecrets>;
  readonly requestId: string;
  /** Starts a fresh session for the user (a new id: no fixation); cookies are set once the call succeeds. */
  logIn(user: UserRow, executor?: Executor): Promise<SessionState>;
  /** Ends the caller's session and clears its cookies. */
  logOut(): Promise<void>;
  /** The caller's session, created (anonymous) when there is none. */
  ensureSession(): Promise<SessionState>;
  /** Rewrites the readable user-info cookie after the user's name or language changed. */
  refreshUserCookie(user: UserRow): void;
  /** Hands the browser the secret of its sign-up or reset attempt once the call succeeds; null clears it. */
  keepAttempt(kind: AttemptKind, secret: string | null): void;
}

/** The secret in each attempt cookie the caller sent, or null. */
export type AttemptSecrets = Readonly<Record<AttemptKind, string | null>>;

/** A handler may hand back its result already serialized (server/http/serialized.ts). */
export type Handler<N extends OperationName> = (ctx: CallContext<N>) => Promise<z.output<Ops[N]['result']> | Serialized<z.output<Ops[N]['result']>>>;

export type HandlerMap = { readonly [N in OperationName]: Handler<N> };

/** A part of the map: the handlers of one area. */
export type Handlers<K extends OperationName> = { readonly [N in K]: Handler<N> };
