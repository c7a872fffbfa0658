// Failures of the upstream link itself, as real Error subclasses the BFF maps to messages.
export class UpstreamUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("The upstream service is unavailable. Try again in a moment.", { cause });
    this.name = "UpstreamUnavailableError";
  }
}

export class UpstreamTimeoutError extends Error {
  constructor() {
    super("The upstream service did not answer in time. Try again in a moment.");
    this.name = "UpstreamTimeoutError";
  }
}

/** The refresh credential was refused: the user must sign in again. */
export class SessionEndedError extends Error {
  constructor() {
    super("Your session has ended. Please sign in again.");
    this.name = "SessionEndedError";
  }
}
