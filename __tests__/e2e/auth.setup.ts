// The setup project (playwright.config.ts): signs manager, admin and superadmin in once per run
// through the page, as a user does, and saves each browser state for the `asRole` fixture. The
// embedded upstream keeps these sessions across the per-test reset (lib/sim/index.ts), and
// tests that use them cannot sign them out (fixtures.ts), so they stay valid the whole run.
import { mkdir } from "node:fs/promises";
import { expect, test as setup } from "./fixtures";
import { AUTH_STATE_DIR, authStateFile, STORED_ROLES } from "./authState";
import { signIn } from "./helpers";

for (const role of STORED_ROLES) {
  setup(`sign in as ${role} and keep the browser state`, async ({ page }) => {
    await signIn(page, role);
    await expect(page).toHaveURL(/\/home\/instances$/);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await mkdir(AUTH_STATE_DIR, { recursive: true });
    await page.context().storageState({ path: authStateFile(role) });
  });
}
