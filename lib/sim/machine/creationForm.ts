// The creation form as the upstream checks and keeps it (spec 2 §3, §5). The contract's schema
// has already checked each field's shape; here come the checks only the upstream can make —
// the package exists, the silo is one a site may go on, the names are not taken — and the copy
// of the form GET /instance/confirm-instance/{token} returns.
//
// Names in use answer the spec's dbNameNotAvailable message ('This name is used to create the
// database and is already in use'), since each of them names a database: the instance name the
// RDS server (mdl-{name}), the domain the database ({lms}_{domain}), dbInstance the RDS server.
// The answer carries it under the field's own key (so the form marks that field) and under
// `dbNameNotAvailable` (the key the spec lists).
import type { CreateInstanceBody } from "@/lib/contract/schemas/provisioning";
import { CREATION_FIELD_MESSAGES as M, installableSilos } from "@/lib/domain/provisioning";
import { fileName } from "@/lib/domain/uploads";
import { REGIONS } from "@/lib/domain/regions";
import type { Lms, Region, SimInstance } from "../fleet/types";
import { processesOf } from "../records";
import type { SimCreationRequest, SimState } from "../state/types";
import { isMoodlePackage, type Installer } from "./installers";
import { installerIn } from "./packages";
import { bareHost, sitesOf } from "./sites";

/** A new site's address: the form's domain is one lowercase label. */
export function creationDomain(label: string): string {
  return `https://${label}.example`;
}

/** The database a new site gets: `moodle_{domain}` (as the seeded sites' are named). */
export function creationDbName(lms: Lms, label: string): string {
  return `${lms.toLowerCase()}_${label}`;
}

/** A dedicated RDS server's identifier from the instance name: MDL_ACME_2 → mdl-acme-2. */
export function dedicatedRdsId(instanceName: string): string {
  const base = instanceName.replace(/^MDL_/i, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return `mdl-${base || "instance"}`;
}

const blank = (v: string | undefined) => (v === undefined || v.trim() === "" ? null : v.trim());
const image = (file: Blob | undefined) => (file ? (fileName(file) ?? "image.png") : null);

export function creationRequest(body: CreateInstanceBody, installer: Installer): SimCreationRequest {
  return {
    installationType: body.installationType,
    installationPackage: installer.name,
    lms: installer.lms,
    installThemeEdumy: body.installThemeEdumy === "true",
    moodleInstallationType: installer.lms === "Moodle" ? (blank(body.moodleInstallationType) ?? "basic") : null,
    totaraType: installer.lms === "Totara" ? blank(body.totaraType) : null,
    client: body.client.trim(),
    contractedUsers: Number(body.contractedUsers.trim()),
    branch: body.branch,
    domain: body.domain,
    instanceName: body.instanceName,
    volumeSize: Number(body.volumeSize.trim()),
    instanceType: body.instanceType,
    dbOnSharedRDS: body.dbOnSharedRDS === "true",
    dbInstance: blank(body.dbInstance),
    clientEmail: blank(body.clientEmail),
    sendEmailToClient: body.sendEmailToClient === "true",
    primaryColor: blank(body.primaryColor),
    secondaryColor: blank(body.secondaryColor),
    accentColor: blank(body.accentColor),
    footerColor: blank(body.footerColor),
    logoDefault: image(body.logoDefault),
    logoDark: image(body.logoDark),
    loginBGImage: image(body.loginBGImage),
  };
}

/** Everything already holding a name: the fleet's servers, sites and databases, and the creations not yet settled. */
function namesInUse(state: SimState, region: Region) {
  const instanceNames = new Set<string>();
  const hosts = new Set<string>();
  const dbNames = new Set<string>();
  const rdsIds = new Set<string>();
  for (const r of REGIONS) {
    for (const i of state.fleet[r].instances) {
      instanceNames.add(i.name.toLowerCase());
      for (const site of sitesOf(i)) hosts.add(site.host);
    }
  }
  for (const i of state.fleet[region].instances) for (const site of sitesOf(i)) dbNames.add(site.dbName);
  for (const d of state.fleet[region].dbServers) {
    rdsIds.add(d.dbInstanceId);
    for (const db of d.databases) dbNames.add(db);
  }
  for (const p of processesOf(state)) {
    if (p.kind === "deletion" || p.settledAt) continue;
    if (p.kind === "shared-server") {
      instanceNames.add(p.instanceName.toLowerCase());
      continue;
    }
    if (!p.siloId) instanceNames.add(p.request.instanceName.toLowerCase());
    hosts.add(bareHost(p.domain));
    dbNames.add(p.dbName);
    rdsIds.add(p.dbInstanceId);
  }
  return { instanceNames, hosts, dbNames, rdsIds };
}

export interface CreationCheck {
  installer: Installer | null;
  silo: SimInstance | null;
  fields: Record<string, string>;
}

/** The upstream's own checks of a well-formed form; `fields` is empty when it may go ahead. */
export function checkCreation(state: SimState, region: Region, body: CreateInstanceBody): CreationCheck {
  const fields: Record<string, string> = {};
  // The bucket as it is now: uploaded packages are offered, deleted ones not.
  const installer = installerIn(state, body.installationPackage);
  if (!installer) fields.installationPackage = M.installationPackage;

  let silo: SimInstance | null = null;
  if (body.installationType === "silo") {
    const silos = installableSilos(state.fleet[region].instances.filter((i) => i.deploymentType === "shared"));
    silo = silos.find((s) => s.instanceId === body.installationInstance?.trim()) ?? null;
    if (!silo) fields.installationInstance = M.installationInstance;
    if (installer && !isMoodlePackage(installer.name)) fields.installationPackage = M.installationPackage;
  }

  const taken = namesInUse(state, region);
  const inUse = (field: string) => {
    fields[field] = M.dbNameNotAvailable;
    fields.dbNameNotAvailable = M.dbNameNotAvailable;
  };
  if (body.installationType === "standalone" && taken.instanceNames.has(body.instanceName.toLowerCase())) inUse("instanceName");
  const lms = installer?.lms ?? "Moodle";
  if (taken.hosts.has(bareHost(creationDomain(body.domain))) || taken.dbNames.has(creationDbName(lms, body.domain))) inUse("domain");
  const dbInstance = blank(body.dbInstance);
  if (dbInstance && body.dbOnSharedRDS !== "true" && taken.rdsIds.has(dbInstance.toLowerCase())) inUse("dbInstance");
  return { installer, silo, fields };
}
