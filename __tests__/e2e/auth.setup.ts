// The setup project (playwright.config.ts): signs manager, admin and superadmin in once per run
// on each console of the run (servers.ts) and saves each browser state for the `asRole` fixture. It speaks HTTP as the sign-in page does
// (next-auth's credentials callback, then the BFF's POST /otp/validate) instead of driving the
// page: signin.spec.ts covers the page itself, and this saves a browser and a form per role.
// The embedded upstream keeps these sessions across the per-test reset (lib/sim/index.ts), and
// tests that use them cannot sign them out (fixtures.ts), so they stay valid the whole run.
import { mkdir } from "node:fs/promises";
import { expect, test as setup } from "@playwright/test";
import { AUTH_STATE_DIR, authStateFile, STORED_ROLES } from "./authState";
import { serverPorts, serverURL } from "./servers";
import { ACCOUNTS, currentCode } from "./helpers";

for (const role of STORED_ROLES) {
  serverPorts().forEach((port, server) => {
    setup(`sign in as ${role} on the console at port ${port} and keep the browser state`, async ({ playwright }) => {
      const origin = serverURL(port);
      // A context of its own per role: the cookies it collects are that role's session only.
      const request = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
      try {
        const { username, password } = ACCOUNTS[role];
        const csrf = await request.get("/api/auth/csrf");
        expect(csrf.status()).toBe(200);
        const { csrfToken } = (await csrf.json()) as { csrfToken: string };

        const credentials = await request.post("/api/auth/callback/credentials", {
          form: { username, password, csrfToken, json: "true" },
          maxRedirects: 0,
        });
        expect(credentials.status(), "next-auth's credentials callback").toBeLessThan(400);

        const code = await request.post("/api/v1/otp/validate", { data: { token: currentCode(username) } });
        expect(code.status(), "POST /api/v1/otp/validate").toBe(200);
        expect(await code.json()).toMatchObject({ validated: true });

        // What a signed-in browser would see: its own account, two-factor done.
        const session = (await (await request.get("/api/auth/session")).json()) as { user?: { role?: string; twoFactorVerified?: boolean } };
        expect(session.user).toMatchObject({ role, twoFactorVerified: true });
        expect((await request.get("/api/v1/user")).status()).toBe(200);

        await mkdir(AUTH_STATE_DIR, { recursive: true });
        await request.storageState({ path: authStateFile(role, server) });
      } finally {
        await request.dispose();
      }
    });
  });
}
