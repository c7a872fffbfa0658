// The cloud-database table in the embedded upstream: every live server of both regions plus
// terminated servers' leftover entries; only leftovers may be deleted (canDelete), and only
// domains a server no longer serves (canDeleteDomain); a deletion removes the entry or domain
// and survives a restart; a protected one is 409 with the reason; unknown ones 404; other roles
// may read the table but not delete (403, from the contract's minRole).
import { api } from "@/lib/contract";
import { createSim } from "@/lib/sim";
import { ACCOUNTS, call, signInVerified } from "./helpers";
import { clockedSim, FIXED_NOW, savedSim, withStateFile } from "./opsHelpers";

type Sim = ReturnType<typeof createSim>;
interface Entry { id: string; name: string; ip: string; shared: boolean }

async function entries(sim: Sim, token: string): Promise<Entry[]> {
  const res = await call(sim, "GET", "/dynamo-instances", { token });
  expect(res.status).toBe(200);
  expect(api.dynamoInstances.response.safeParse(res.body).success).toBe(true);
  return res.body.instances as Entry[];
}

/** Entries of servers that are no longer in the fleet of either region. */
async function leftovers(sim: Sim, token: string, list: Entry[]): Promise<Entry[]> {
  const live = new Set<string>();
  for (const region of ["us-west-2", "eu-central-1"]) {
    for (const i of (await call(sim, "GET", `/instances?region=${region}`, { token })).body.instances as { instanceId: string }[]) live.add(i.instanceId);
  }
  return list.filter((e) => !live.has(e.id));
}

const canDelete = async (sim: Sim, token: string, id: string) => (await call(sim, "GET", `/dynamo-instances/${id}/data`, { token })).body.canDelete;

it("lists live servers and leftovers; only leftovers may be deleted, and a deleted one is gone", async () => {
  const { sim } = clockedSim();
  const token = await signInVerified(sim, ACCOUNTS.superadmin);
  const list = await entries(sim, token);
  const gone = await leftovers(sim, token, list);
  expect(gone.length).toBeGreaterThan(0);
  // A leftover never shares its name with a live server: the report would seem to list it twice.
  const liveNames = new Set(list.filter((e) => !gone.includes(e)).map((e) => e.name));
  expect(gone.filter((e) => liveNames.has(e.name))).toEqual([]);
  const leftover = gone[0];
  const live = list.find((e) => !gone.includes(e))!;
  expect(await canDelete(sim, token, live.id)).toBe(false);
  expect(await canDelete(sim, token, leftover.id)).toBe(true);

  const refused = await call(sim, "DELETE", `/dynamo-instances/${live.id}`, { token });
  expect(refused.status).toBe(409);
  expect(String(refused.body.message)).toMatch(new RegExp(`^${live.name} is still running in (us-west-2|eu-central-1): only entries of terminated servers can be deleted\\.$`));

  expect(await call(sim, "DELETE", `/dynamo-instances/${leftover.id}`, { token })).toMatchObject({ status: 200, body: { success: true } });
  expect((await entries(sim, token)).map((e) => e.id)).not.toContain(leftover.id);
  expect((await call(sim, "DELETE", `/dynamo-instances/${leftover.id}`, { token })).status).toBe(404);
});

it("a shared entry's domains: served ones protected, a leftover one deletable (its scheme stripped in the path)", async () => {
  const { sim } = clockedSim();
  const token = await signInVerified(sim, ACCOUNTS.superadmin);
  const list = await entries(sim, token);
  const gone = await leftovers(sim, token, list);
  const shared = list.find((e) => e.shared && !gone.includes(e))!;
  const res = await call(sim, "GET", `/dynamo-instances/${shared.id}/domains`, { token });
  expect(api.dynamoDomains.response.safeParse(res.body).success).toBe(true);
  const domains = res.body.domains as string[];
  expect(domains.every((d) => d.startsWith("https://"))).toBe(true);
  const bare = (d: string) => d.replace(/^https:\/\//, "");
  const data = async (d: string) => (await call(sim, "GET", `/dynamo-instances/${shared.id}/domains/${bare(d)}/data`, { token })).body.canDeleteDomain;
  const leftover = domains.find((d) => d.includes("antiguo-"))!;
  const served = domains.find((d) => !d.includes("antiguo-"))!;
  expect(await data(leftover)).toBe(true);
  expect(await data(served)).toBe(false);

  const refused = await call(sim, "DELETE", `/dynamo-instances/${shared.id}/domains/${bare(served)}`, { token });
  expect([refused.status, refused.body.message]).toEqual([409, `${bare(served)} is still served by ${shared.name}: only domains it no longer serves can be deleted.`]);
  expect((await call(sim, "DELETE", `/dynamo-instances/${shared.id}/domains/${bare(leftover)}`, { token })).status).toBe(200);
  const after = (await call(sim, "GET", `/dynamo-instances/${shared.id}/domains`, { token })).body.domains as string[];
  expect(after).toEqual(domains.filter((d) => d !== leftover));
  expect((await call(sim, "DELETE", `/dynamo-instances/${shared.id}/domains/nowhere.example`, { token })).status).toBe(404);
});

it("deletions survive a restart with SIM_STATE_FILE", async () => {
  await withStateFile(async (stateFile) => {
    const first = await savedSim(stateFile);
    const token = await signInVerified(first.sim, ACCOUNTS.superadmin);
    const list = await entries(first.sim, token);
    const gone = await leftovers(first.sim, token, list);
    const [leftover] = gone;
    const del = await call(first.sim, "DELETE", `/dynamo-instances/${leftover.id}`, { token });
    expect([del.status, del.body]).toEqual([200, { success: true }]);
    const shared = list.find((e) => e.shared && !gone.includes(e))!;
    const domainsOf = async (sim: Sim, t: string) => (await call(sim, "GET", `/dynamo-instances/${shared.id}/domains`, { token: t })).body.domains as string[];
    const staleDomain = (await domainsOf(first.sim, token)).find((d) => d.includes("antiguo-"))!;
    expect((await call(first.sim, "DELETE", `/dynamo-instances/${shared.id}/domains/${staleDomain.replace(/^https:\/\//, "")}`, { token })).status).toBe(200);
    await first.sim.close();

    const second = createSim({ stateFile, now: () => FIXED_NOW + 60_000 });
    const token2 = await signInVerified(second, ACCOUNTS.manager);
    expect((await entries(second, token2)).map((e) => e.id)).not.toContain(leftover.id);
    const after = await domainsOf(second, token2);
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toContain(staleDomain);
    await second.close();
  });
});

it("non-superadmins read the table and its domains but may not delete (403, nothing removed)", async () => {
  const { sim } = clockedSim();
  const superToken = await signInVerified(sim, ACCOUNTS.superadmin);
  const list = await entries(sim, superToken);
  const [leftover] = await leftovers(sim, superToken, list);
  for (const account of [ACCOUNTS.manager, ACCOUNTS.admin]) {
    const token = await signInVerified(sim, account);
    expect((await entries(sim, token)).map((e) => e.id)).toContain(leftover.id);
    const domains = (await call(sim, "GET", `/dynamo-instances/${leftover.id}/domains`, { token })).body.domains as string[];
    const bare = domains[0].replace(/^https:\/\//, "");
    expect((await call(sim, "DELETE", `/dynamo-instances/${leftover.id}/domains/${bare}`, { token })).status).toBe(403);
    expect((await call(sim, "DELETE", `/dynamo-instances/${leftover.id}`, { token })).status).toBe(403);
  }
  expect((await entries(sim, superToken)).map((e) => e.id)).toContain(leftover.id);
  expect((await call(sim, "GET", `/dynamo-instances/${leftover.id}/domains`, { token: superToken })).body.domains).toHaveLength(1);
});

it("an unknown entry or domain is 404 on every call", async () => {
  const { sim } = clockedSim();
  const token = await signInVerified(sim, ACCOUNTS.superadmin);
  const unknown = "i-0ffffffffffffffff";
  for (const [method, path] of [
    ["GET", `/dynamo-instances/${unknown}/data`],
    ["DELETE", `/dynamo-instances/${unknown}`],
    ["GET", `/dynamo-instances/${unknown}/domains`],
    ["GET", `/dynamo-instances/${unknown}/domains/campus.example/data`],
    ["DELETE", `/dynamo-instances/${unknown}/domains/campus.example`],
  ] as const) {
    const res = await call(sim, method, path, { token });
    expect([method, path, res.status, res.body.message]).toEqual([method, path, 404, "There is no such entry in the cloud-database table."]);
  }
  const [live] = await entries(sim, token);
  const res = await call(sim, "GET", `/dynamo-instances/${live.id}/domains/nowhere.example/data`, { token });
  expect([res.status, res.body.message]).toEqual([404, `nowhere.example is not a domain of ${live.name}.`]);
});
