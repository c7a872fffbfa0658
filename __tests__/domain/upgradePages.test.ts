// The upgrade and rollback pages' rules (spec 2 §2.7, §2.8, §8, §9): RDS up to the first dot,
// the rows each page shows, the deployment an action means, the intervals and the spec's strings.
import { rdsIdentifier, UPGRADE_PAGE_TEXT, upgradeDeployment, upgradeDetailRows, upgradeSubject, type UpgradeRequestView } from "@/lib/domain/upgradePages";

const REQUEST: UpgradeRequestView = {
  instanceId: "i-1", instanceName: "MDL_ACME", instanceIp: "54.1.2.3", volumeId: "vol-1", volumeName: "acme",
  domain: "acme.example.com", lms: "Moodle", appDirectory: "/var/www/acme", moodledataDirectory: "/var/moodledata/acme",
  dbInstanceId: "mdl-acme.c9x.us-west-2.rds.amazonaws.com", dbName: "acme_moodle",
};

it("RDS is the database instance id up to the first dot", () => {
  expect(rdsIdentifier("mdl-acme.c9x.us-west-2.rds.amazonaws.com")).toBe("mdl-acme");
  expect(rdsIdentifier("mdl-acme")).toBe("mdl-acme");
  expect(rdsIdentifier(".lead")).toBe("");
});

it("'upgrade-lms' is a shared deployment, anything else dedicated", () => {
  expect(upgradeDeployment("upgrade-lms")).toBe("shared");
  expect(upgradeDeployment("upgrade")).toBe("dedicated");
});

it("the upgrade page shows the volume for 'upgrade-lms' and MoodleData; the rollback page no MoodleData", () => {
  const labels = (rows: [string, string][]) => rows.map(([l]) => l);
  expect(labels(upgradeDetailRows(REQUEST, "upgrade", "upgrade-lms"))).toEqual([
    "Instance ID", "Instance Name", "Public IP", "Volume ID", "Volume Name", "Domain", "LMS", "Site Root Directory", "MoodleData Directory", "RDS", "Database Name",
  ]);
  expect(labels(upgradeDetailRows(REQUEST, "upgrade", "upgrade-dedicated"))).not.toContain("Volume ID");
  const rollback = upgradeDetailRows(REQUEST, "rollback", "upgrade-lms");
  expect(labels(rollback)).not.toContain("MoodleData Directory");
  expect(rollback).toContainEqual(["RDS", "mdl-acme"]);
});

it("each page polls on its interval and says the spec's words", () => {
  expect(UPGRADE_PAGE_TEXT.upgrade.intervalMs).toBe(4000);
  expect(UPGRADE_PAGE_TEXT.rollback.intervalMs).toBe(3000);
  expect(UPGRADE_PAGE_TEXT.upgrade.processError).toBe("The process completed with errors. You will receive an email with the details of the process and the rollback process.");
  expect(UPGRADE_PAGE_TEXT.rollback.processError).toBe("The rollback process was completed with errors.");
  expect(UPGRADE_PAGE_TEXT.rollback.outputFailed).toBe("An error has occurred. Cannot display the output of the rollback process.");
});

describe("whom the confirmations name", () => {
  const request = {
    instanceId: "i-1", instanceName: "MDL_MOODLE01", instanceIp: "54.1.2.3", volumeId: "vol-1", volumeName: "MDL_MOODLE01 acme.example.com",
    domain: "https://acme.example.com/", lms: "Moodle", appDirectory: "/var/www/acme", moodledataDirectory: null, dbInstanceId: "mdl-1", dbName: "acme",
  };
  it("a shared site's upgrade names the LMS on its server; a dedicated one the server", () => {
    expect(upgradeSubject(request, "upgrade-lms")).toBe("acme.example.com on MDL_MOODLE01");
    expect(upgradeSubject({ ...request, domain: "" }, "upgrade-lms")).toBe("MDL_MOODLE01 acme.example.com on MDL_MOODLE01");
    expect(upgradeSubject(request, "upgrade")).toBe("MDL_MOODLE01");
  });
});
