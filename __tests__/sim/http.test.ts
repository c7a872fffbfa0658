// The simulator over a real socket (as `npm run upstream` serves it): headers, cookies,
// streamed request bodies, the /__sim paths, and a dropped connection that looks like one.
import { createSim, type Sim } from "@/lib/sim";
import { serveHandler, type RunningServer } from "@/lib/sim/nodeServer";
import { ACCOUNTS } from "./helpers";

let sim: Sim;
let server: RunningServer;
beforeAll(async () => {
  sim = createSim({ fleetSize: 5 });
  server = await serveHandler((request) => sim.handle(request), 0);
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

const api = (path: string) => `${server.origin}/api/v1${path}`;

describe("over HTTP", () => {
  it("signs in, passes two-factor, lists instances and refreshes with the cookie", async () => {
    const signin = await fetch(api("/signin"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ACCOUNTS.superadmin) });
    expect(signin.status).toBe(200);
    const cookie = signin.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(/^refresh_token=[\w-]+; .*HttpOnly/);
    const { accessToken } = (await signin.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };

    const otp = await fetch(api("/otp/validate"), { method: "POST", headers: auth, body: JSON.stringify({ token: sim.totpFor(ACCOUNTS.superadmin.username) }) });
    expect(await otp.json()).toEqual({ validated: true });

    const list = await fetch(api("/instances?region=eu-central-1"), { headers: auth });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { instances: unknown[] }).instances).toHaveLength(5);

    const refreshed = await fetch(api("/refresh-token"), { method: "POST", headers: { cookie: cookie.split(";")[0] } });
    expect(refreshed.status).toBe(200);
  });

  it("serves the log and clears it", async () => {
    await fetch(api("/user"));
    const entries = (await (await fetch(`${server.origin}/__sim/log`)).json()) as { path: string; status: number }[];
    expect(entries).toContainEqual(expect.objectContaining({ path: "/user", status: 401 }));
    expect((await fetch(`${server.origin}/__sim/log`, { method: "DELETE" })).status).toBe(200);
    expect(await (await fetch(`${server.origin}/__sim/log`)).json()).toEqual([]);
  });

  it("drops the connection when POST /__sim/faults asks for it", async () => {
    const set = await fetch(`${server.origin}/__sim/faults`, { method: "POST", body: JSON.stringify({ spec: "drop_rate=1" }) });
    expect(set.status).toBe(200);
    await expect(fetch(api("/user"))).rejects.toThrow("fetch failed");

    await fetch(`${server.origin}/__sim/faults`, { method: "POST", body: JSON.stringify({ spec: "" }) });
    expect((await fetch(api("/user"))).status).toBe(401);
    expect((await fetch(`${server.origin}/__sim/faults`, { method: "POST", body: JSON.stringify({ spec: "nonsense=1" }) })).status).toBe(400);
  });
});
