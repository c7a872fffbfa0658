// Signs in to a running console the way a browser does (next-auth's Credentials callback,
// then the two-factor step through the BFF) and keeps the cookies it is given.
import { SEED_TOTP_SECRETS } from "@/lib/sim/auth/seedUsers";
import { totp } from "@/lib/sim/auth/totp";

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  entries(): [string, string][] {
    return [...this.cookies];
  }

  /** The cookies as a browser context takes them (`context.addCookies`), for the console at `base`. */
  forBrowser(base: string): { name: string; value: string; domain: string; path: string }[] {
    const domain = new URL(base).hostname;
    return [...this.cookies].map(([name, value]) => ({ name, value, domain, path: "/" }));
  }
}

export async function signInToConsole(base: string, username: keyof typeof SEED_TOTP_SECRETS, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  jar.take(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };

  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.header() },
    body: new URLSearchParams({ csrfToken, username, password, json: "true" }),
  });
  jar.take(signIn);
  await signIn.arrayBuffer();

  const verify = await fetch(`${base}/api/v1/otp/validate`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie: jar.header() },
    body: JSON.stringify({ token: totp(SEED_TOTP_SECRETS[username], Date.now()) }),
  });
  jar.take(verify);
  if (verify.status !== 200) throw new Error(`two-factor step answered HTTP ${verify.status}: ${await verify.text()}`);
  return jar;
}
