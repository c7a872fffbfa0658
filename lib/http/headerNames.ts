// Every HTTP header name the console itself defines or sets by name, in one module with no
// imports, so the browser (which may import this file and no other of lib/http) and the server
// spell them the same way. Lower case: header lookups ignore case, and answers carry them so.

/** On an answer the console gives itself (not relayed from the upstream); its value is "gate". */
export const CONSOLE_REFUSAL_HEADER = "x-console-refusal";

/** The id of one browser request: answered by the BFF, sent upstream, kept in the audit trail. */
export const REQUEST_ID_HEADER = "x-request-id";

/** On the BFF's refusal of a call that needs a fresh two-factor code ("required"). */
export const STEP_UP_HEADER = "x-console-step-up";

/** On a call the user confirmed: the pre-flight facts the confirmation showed, recorded with it. */
export const PREFLIGHT_HEADER = "x-console-preflight";

/** On a BFF answer whose session's role has just changed; its value is the new role. */
export const ROLE_CHANGED_HEADER = "x-console-role-changed";

/** Set by the proxy on page requests: the address's query string, which a layout cannot read. */
export const VIEW_REQUEST_HEADER = "x-console-view";
