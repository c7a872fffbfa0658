// What the server holds of a session to call the upstream on its behalf: never sent to the
// browser (it lives only in the encrypted session cookie).
export interface SessionCredentials {
  /** Id of this sign-in (from the session cookie). */
  sid: string;
  accessToken: string;
  refreshToken: string | null;
}
