// The rules the creation pages add to lib/domain/provisioning (spec 2 §2.1, §5): the silo list's
// exclusions and order, the next shared server's name, the packages a silo may take, and a theme
// image judged by its first bytes.
import {
  creationFieldErrors, installableSilos, isPngContent, isTotaraPackage, nextSharedServerName, packagesFor,
} from "@/lib/domain/provisioning";
import { HEADS, PHP, sample } from "./fileSamples";

const silo = (name: string) => ({ instanceId: `i-${name}`, name });

describe("the silo list (spec 2 §5)", () => {
  it("leaves out Totara silos and names ending 03 or 04, and sorts by name", () => {
    const names = ["MDL_MOODLE05", "MDL_TOTARA01", "MDL_MOODLE03", "MDL_MOODLE01", "MDL_MOODLE04", "MDL_MOODLE02", "MDL_MOODLE13"];
    expect(installableSilos(names.map(silo)).map((s) => s.name)).toEqual(["MDL_MOODLE01", "MDL_MOODLE02", "MDL_MOODLE05", "MDL_MOODLE13"]);
    expect(installableSilos([])).toEqual([]);
  });
});

describe("the next shared server's name (spec 2 §5)", () => {
  it("is MDL_MOODLE01 when there is none", () => {
    expect(nextSharedServerName([])).toBe("MDL_MOODLE01");
    expect(nextSharedServerName([silo("MDL_TOTARA07")])).toBe("MDL_MOODLE01");
  });

  it("adds one to the last MDL_MOODLE number, two digits", () => {
    expect(nextSharedServerName(["MDL_MOODLE02", "MDL_MOODLE08", "MDL_TOTARA20", "MDL_MOODLE05"].map(silo))).toBe("MDL_MOODLE09");
    expect(nextSharedServerName([silo("MDL_MOODLE09")])).toBe("MDL_MOODLE10");
    expect(nextSharedServerName([silo("MDL_MOODLE99")])).toBe("MDL_MOODLE100");
  });
});

describe("packages", () => {
  const installers = [{ name: "moodle-4.5.4.tgz" }, { name: "totara-17.zip" }, { name: "Moodle-4.3.tgz" }];
  it("a silo lists only names containing 'moodle'; standalone lists all", () => {
    expect(packagesFor(installers, "silo").map((p) => p.name)).toEqual(["moodle-4.5.4.tgz", "Moodle-4.3.tgz"]);
    expect(packagesFor(installers, "standalone")).toHaveLength(3);
    expect(isTotaraPackage("totara-17.zip")).toBe(true);
    expect(isTotaraPackage("moodle-4.5.4.tgz")).toBe(false);
  });
});

describe("theme images", () => {
  it("are PNG by their bytes, whatever the browser claims", async () => {
    expect(await isPngContent(sample("logo.png", HEADS.png, 64, "image/png"))).toBe(true);
    expect(await isPngContent(sample("logo.bin", HEADS.png, 64, ""))).toBe(true);
    expect(await isPngContent(sample("logo.png", PHP, 64, "image/png"))).toBe(false);
    expect(await isPngContent(sample("logo.png", [0x89, 0x50], 2, "image/png"))).toBe(false);
  });
});

describe("server field errors", () => {
  it("put the taken database name on the instance name, unless the answer marks the taken field itself", () => {
    expect(creationFieldErrors({ dbNameNotAvailable: "taken", volumeSize: "bad" })).toEqual({ instanceName: "taken", volumeSize: "bad" });
    expect(creationFieldErrors({ domain: "taken", dbNameNotAvailable: "taken" })).toEqual({ domain: "taken" });
    expect(creationFieldErrors({ instanceName: "own", dbNameNotAvailable: "taken" })).toEqual({ instanceName: "own" });
  });
});
