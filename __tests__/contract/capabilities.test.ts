// What the screens show (lib/domain/capabilities.ts) against what the BFF allows (the endpoint
// table's least roles and the page gates): a capability's least role must equal the strictest
// of its calls and its page, so no screen offers a control the BFF refuses, and none hides one
// the spec allows.
import { api } from "@/lib/contract";
import { ROLES, type Role } from "@/lib/contract/types";
import { pageMinRole } from "@/lib/auth/pageGates";
import { CAPABILITY_MIN_ROLE, CAPABILITY_USES, UNFLAGGED_CALLS, type Capability } from "@/lib/domain/capabilities";

const rank = (role: Role) => ROLES.indexOf(role);
const strictest = (roles: Role[]) => roles.reduce((a, b) => (rank(b) > rank(a) ? b : a), "manager" as Role);

type EndpointId = keyof typeof api;

/** The least role the BFF asks of one use of a call (the command endpoint decides by its body). */
function callRoles(id: EndpointId, commands: readonly string[] | undefined): Role[] {
  const endpoint = api[id];
  // Endpoint bodies differ per call; the role rule is read here with the command body it judges.
  const roleFor = endpoint.roleFor as ((body: unknown) => Role) | undefined;
  if (!roleFor || !commands) return [endpoint.minRole];
  return commands.map((command) => strictest([endpoint.minRole, roleFor({ region: "us-west-2", instanceIp: "10.0.0.1", command })]));
}

// Calls above manager whose screens come in later issues; each of them will add its capability
// (spec 3 §6: package access).
const AWAITING_A_SCREEN = new Set<EndpointId>([
  "getConsoleUser", "deletePackage", "setPackageAccess", "packageCreateForm",
]);

describe("capabilities against the BFF's gates", () => {
  const entries = Object.entries(CAPABILITY_USES) as [Capability, (typeof CAPABILITY_USES)[Capability]][];

  it.each(entries)("%s needs the strictest role of its calls and page", (capability, use) => {
    const roles = use.calls.flatMap((id) => callRoles(id, use.commands));
    if (use.page) roles.push(pageMinRole(use.page));
    expect(CAPABILITY_MIN_ROLE[capability]).toBe(strictest(roles));
  });

  it("lists only calls that exist and are gated by role", () => {
    for (const [, use] of entries) for (const id of use.calls) expect([id, api[id]?.access]).toEqual([id, "signedIn"]);
  });

  it("leaves to every signed-in role only calls the BFF lets a manager make", () => {
    expect(UNFLAGGED_CALLS.filter((id) => api[id].minRole !== "manager")).toEqual([]);
  });

  it("covers every call above manager, apart from those whose screens are not built yet", () => {
    const covered = new Set(entries.flatMap(([, use]) => use.calls));
    const gated = (Object.keys(api) as EndpointId[]).filter((id) => api[id].access === "signedIn" && api[id].minRole !== "manager");
    expect(gated.filter((id) => !covered.has(id) && !AWAITING_A_SCREEN.has(id))).toEqual([]);
    expect([...AWAITING_A_SCREEN].filter((id) => covered.has(id))).toEqual([]);
  });
});
