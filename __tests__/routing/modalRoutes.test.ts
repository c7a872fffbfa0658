// The modal-route table as a caller meets it: every modal URL of spec 1 §2 and spec 3 §2.1 is
// built with each segment encoded and read back to the same values, decoded once; an empty
// address is "-"; a malformed escape typed into the address bar is kept as typed; ?region= is
// carried when given; and each modal closes to the list, or a nested one to its information modal.
import { actionsRoute, commandsRoute, upgradeRoute, uploadsRoute } from "@/lib/routing/instanceModals";
import {
  informationRoute,
  matchInformation,
  matchInformationPath,
  volumeDeleteRoute,
  volumeOperationsRoute,
  volumeUpgradeRoute,
  type InformationParams,
} from "@/lib/routing/informationRoutes";
import { deleteResourcesRoute } from "@/lib/routing/pageRoutes";
import { regionFromQuery } from "@/lib/routing/regionQuery";

/** What Next hands a page: the href's path segments after the route's base, still encoded. */
function segmentsAfter(base: string, href: string): string[] {
  const path = href.split("?")[0];
  expect(path.startsWith(`${base}/`)).toBe(true);
  return path.slice(base.length + 1).split("/");
}

const ODD_NAMES = ["4.3+", "100%", "a b", "a/b", "x?y#z", "ü-ñ", "%41", "-x"];

describe("row modals round-trip", () => {
  it.each(ODD_NAMES)("actions with the name %p", (name) => {
    const params = { instanceId: "i-0abc", name, deploymentType: "dedicated" };
    const href = actionsRoute.build(params);
    expect(href.split("/")).toHaveLength(7);
    expect(actionsRoute.parse(segmentsAfter("/home/instances/actions", href))).toEqual(params);
  });

  it.each(ODD_NAMES)("commands, uploads and upgrade with the value %p", (value) => {
    const commands = { instanceId: "i-1", address: "10.0.0.5", name: value };
    expect(commandsRoute.parse(segmentsAfter("/home/instances/commands", commandsRoute.build(commands)))).toEqual(commands);
    const uploads = { instanceId: "i-1", address: "lb.example.net", lms: value };
    expect(uploadsRoute.parse(segmentsAfter("/home/instances/updloads", uploadsRoute.build(uploads)))).toEqual(uploads);
    const upgrade = { instanceId: "i-1", address: "10.0.0.5", name: value, deploymentType: "shared" };
    expect(upgradeRoute.parse(segmentsAfter("/home/instances/upgrade", upgradeRoute.build(upgrade)))).toEqual(upgrade);
  });

  it("reads Next's params objects by their folder names, decoding once", () => {
    expect(commandsRoute.parse({ instanceId: "i-1", address: "lms.example.edu%3A8443", name: "acme%2525" })).toEqual({
      instanceId: "i-1",
      address: "lms.example.edu:8443",
      name: "acme%25",
    });
  });

  it("writes an empty address as - and reads - back as empty", () => {
    const href = commandsRoute.build({ instanceId: "i-1", address: "", name: "acme" });
    expect(href).toBe("/home/instances/commands/i-1/-/acme");
    expect(commandsRoute.parse(["i-1", "-", "acme"])).toEqual({ instanceId: "i-1", address: "", name: "acme" });
    expect(uploadsRoute.build({ instanceId: "i-1", address: "", lms: "Moodle" })).toBe("/home/instances/updloads/i-1/-/Moodle");
    expect(upgradeRoute.build({ instanceId: "i-1", address: "", name: "a", deploymentType: "shared" })).toBe("/home/instances/upgrade/i-1/-/a/shared");
  });

  it("keeps a malformed escape as typed", () => {
    expect(actionsRoute.parse(["i-1", "100%", "dedicated"])).toEqual({ instanceId: "i-1", name: "100%", deploymentType: "dedicated" });
    expect(commandsRoute.parse(["i-1", "10.0.0.5", "%E0%A4%A"])?.name).toBe("%E0%A4%A");
  });

  it("refuses a URL of another shape", () => {
    expect(actionsRoute.parse(["i-1", "acme"])).toBeNull();
    expect(actionsRoute.parse(["i-1", "acme", "dedicated", "more"])).toBeNull();
    expect(commandsRoute.parse(["i-1", "", "acme"])).toBeNull();
  });
});

describe("region and closing", () => {
  it("carries ?region= when given, and closes to the list keeping it", () => {
    const params = { instanceId: "i-1", name: "acme", deploymentType: "dedicated" };
    expect(actionsRoute.build(params, { region: "eu-central-1" })).toBe("/home/instances/actions/i-1/acme/dedicated?region=eu-central-1");
    expect(actionsRoute.build(params)).toBe("/home/instances/actions/i-1/acme/dedicated");
    // The list follows the shell's region (a link's region has switched it already): no query.
    expect(actionsRoute.closeTo(params, { region: "eu-central-1" })).toBe("/home/instances");
    expect(actionsRoute.closeTo(params)).toBe("/home/instances");
    const commands = { instanceId: "i-1", address: "", name: "acme" };
    expect(commandsRoute.closeTo(commands, { region: "us-west-2" })).toBe("/home/instances");
    expect(uploadsRoute.closeTo({ instanceId: "i-1", address: "", lms: "Totara" })).toBe("/home/instances");
    expect(upgradeRoute.closeTo({ instanceId: "i-1", address: "", name: "a", deploymentType: "shared" })).toBe("/home/instances");
  });

  it("reads a region from the query only when it names one", () => {
    expect(regionFromQuery("eu-central-1")).toBe("eu-central-1");
    expect(regionFromQuery(["us-west-2", "eu-central-1"])).toBe("us-west-2");
    expect(regionFromQuery("mars-1")).toBeUndefined();
    expect(regionFromQuery(undefined)).toBeUndefined();
  });
});

describe("information modal and its children", () => {
  const info: InformationParams = { instanceId: "i-1", address: "10.0.0.5", name: "a/b c", deploymentType: "shared", version: "4.3+" };
  const BASE = "/home/instances/information";

  it("builds the version as an encoded segment and reads 4.3+ back as 4.3+", () => {
    const href = informationRoute.build(info);
    expect(href).toBe("/home/instances/information/i-1/10.0.0.5/a%2Fb%20c/shared/4.3%2B");
    expect(informationRoute.parse(segmentsAfter(BASE, href))).toEqual(info);
    expect(informationRoute.parse({ instanceId: "i-1", address: "10.0.0.5", name: "a%2Fb%20c", deploymentType: "shared", rest: ["4.3%2B"] })).toEqual(info);
  });

  it("leaves the version out when there is none", () => {
    const noVersion: InformationParams = { instanceId: "i-1", address: "10.0.0.5", name: "a/b c", deploymentType: "shared" };
    const href = informationRoute.build({ ...noVersion, address: "" });
    expect(href).toBe("/home/instances/information/i-1/-/a%2Fb%20c/shared");
    expect(informationRoute.parse(segmentsAfter(BASE, href))).toEqual({ ...noVersion, address: "" });
    expect(informationRoute.parse({ instanceId: "i-1", address: "-", name: "a", deploymentType: "shared" })).toEqual({ instanceId: "i-1", address: "", name: "a", deploymentType: "shared" });
  });

  it("builds and reads delete/{volumeId}/{volumeName?} with and without the version", () => {
    const withName = { parent: info, volumeId: "vol-1", volumeName: "client 1+" };
    const href = volumeDeleteRoute.build(withName);
    expect(href).toBe("/home/instances/information/i-1/10.0.0.5/a%2Fb%20c/shared/4.3%2B/delete/vol-1/client%201%2B");
    expect(volumeDeleteRoute.parse(segmentsAfter(BASE, href))).toEqual(withName);
    const noVersion: InformationParams = { instanceId: "i-1", address: "10.0.0.5", name: "a/b c", deploymentType: "shared" };
    const bare = { parent: noVersion, volumeId: "vol-1" };
    expect(volumeDeleteRoute.build(bare)).toBe("/home/instances/information/i-1/10.0.0.5/a%2Fb%20c/shared/delete/vol-1");
    expect(volumeDeleteRoute.parse(segmentsAfter(BASE, volumeDeleteRoute.build(bare)))).toEqual(bare);
    expect(volumeDeleteRoute.parse(["i-1", "10.0.0.5", "a", "shared", "delete"])).toBeNull();
  });

  it("builds operations/{volumeId}/{volumeName?}/{volumeDomain?} with the domain without its scheme", () => {
    const href = volumeOperationsRoute.build({ parent: info, volumeId: "vol-1", volumeName: "client", volumeDomain: "https://client.example.edu" });
    expect(href).toBe("/home/instances/information/i-1/10.0.0.5/a%2Fb%20c/shared/4.3%2B/operations/vol-1/client/client.example.edu");
    expect(volumeOperationsRoute.parse(segmentsAfter(BASE, href))).toEqual({ parent: info, volumeId: "vol-1", volumeName: "client", volumeDomain: "client.example.edu" });
    const noName = volumeOperationsRoute.build({ parent: info, volumeId: "vol-1", volumeDomain: "x.example.edu" });
    expect(noName).toBe("/home/instances/information/i-1/10.0.0.5/a%2Fb%20c/shared/4.3%2B/operations/vol-1/-/x.example.edu");
    expect(volumeOperationsRoute.parse(segmentsAfter(BASE, noName))).toEqual({ parent: info, volumeId: "vol-1", volumeDomain: "x.example.edu" });
  });

  it("builds upgrade/{volumeId?}/{volumeName?}, both optional", () => {
    expect(volumeUpgradeRoute.build({ parent: info })).toBe("/home/instances/information/i-1/10.0.0.5/a%2Fb%20c/shared/4.3%2B/upgrade");
    expect(volumeUpgradeRoute.parse(["i-1", "10.0.0.5", "a%2Fb%20c", "shared", "4.3%2B", "upgrade"])).toEqual({ parent: info });
    const full = { parent: info, volumeId: "vol-2", volumeName: "c" };
    expect(volumeUpgradeRoute.parse(segmentsAfter(BASE, volumeUpgradeRoute.build(full)))).toEqual(full);
  });

  it("tells the modals apart: the information modal is not a child, nor a child the modal", () => {
    const deleteHref = volumeDeleteRoute.build({ parent: info, volumeId: "vol-1" });
    expect(informationRoute.parse(segmentsAfter(BASE, deleteHref))).toBeNull();
    expect(volumeOperationsRoute.parse(segmentsAfter(BASE, deleteHref))).toBeNull();
    expect(volumeDeleteRoute.parse(segmentsAfter(BASE, informationRoute.build(info)))).toBeNull();
    expect(matchInformation(["i-1", "10.0.0.5", "a", "shared", "4.3", "unknown", "x"])).toBeNull();
    expect(matchInformation(["i-1", "10.0.0.5", "a", "shared", "4.3", "delete", "v", "n", "extra"])).toBeNull();
  });

  it("reads a browser path, children included, into the information modal's params", () => {
    const href = volumeDeleteRoute.build({ parent: info, volumeId: "vol-1" });
    expect(matchInformationPath(href)?.information).toEqual(info);
    expect(matchInformationPath(href)?.child?.kind).toBe("delete");
    expect(matchInformationPath("/home/instances/actions/i-1/a/shared")).toBeNull();
  });

  it("closes a nested modal to its information modal, keeping the version and the region", () => {
    expect(volumeDeleteRoute.closeTo({ parent: info, volumeId: "vol-1" }, { region: "eu-central-1" })).toBe(
      "/home/instances/information/i-1/10.0.0.5/a%2Fb%20c/shared/4.3%2B?region=eu-central-1",
    );
    expect(volumeOperationsRoute.closeTo({ parent: info, volumeId: "v" })).toBe(informationRoute.build(info));
    expect(volumeUpgradeRoute.closeTo({ parent: info })).toBe(informationRoute.build(info));
    expect(informationRoute.closeTo(info, { region: "eu-central-1" })).toBe("/home/instances");
  });
});

describe("delete resources page", () => {
  it("reads token and action decoded once", () => {
    expect(deleteResourcesRoute.parse({ token: "abc%2Bdef", action: "delete-lms" })).toEqual({ token: "abc+def", action: "delete-lms" });
    expect(deleteResourcesRoute.build({ token: "a+b", action: "delete" })).toBe("/home/delete/a%2Bb/delete");
    expect(deleteResourcesRoute.parse({ token: "100%", action: "delete" })).toEqual({ token: "100%", action: "delete" });
  });
});
