// Route segments as the user meant them. Next hands page params over still percent-encoded
// (vercel/next.js#64952); a malformed escape is kept as typed rather than failing the page.
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function decodeParams<T extends Record<string, string>>(params: T): T {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeParam(v)])) as T;
}
