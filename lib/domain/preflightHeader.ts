// The request header that carries the pre-flight facts a user confirmed (issue 17) to the BFF,
// which records them with the action. On its own so that every screen's calls can set it without
// loading the pre-flight rules.
export const PREFLIGHT_HEADER = "x-console-preflight";
