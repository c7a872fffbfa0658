// What a failed read or write says (spec 1 §8, spec 2 §8: "server messages are shown, else the
// fallbacks"): a refusal the upstream explained (a 4xx with a message, or a `success: false`
// answer with one) shows that explanation; anything else — a server error, a timeout, a dropped
// connection — shows the screen's fallback, since the console's own wording of a 5xx says less.
export function failureText(status: number | null, message: string | null | undefined, fallback: string): string {
  const text = message?.trim();
  return status !== null && status >= 400 && status < 500 && text ? text : fallback;
}

/** An answer that came back with `success: false`: its message, else the fallback. */
export function refusalText(message: string | null | undefined, fallback: string): string {
  return message?.trim() || fallback;
}
