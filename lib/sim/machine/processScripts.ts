// What each long process prints, as lines placed at a fraction (0–1) of its run: a creation
// (a dedicated server, or a site on a silo), a new shared server, a deletion. The output the
// console polls is the lines whose time has come (machine/processes.ts), so nothing is stored
// but the process record. A failing process stops at its failing step with a line carrying
// `[Errors]` and ends with a summary; everything after that step is never printed.
import { PROCESS_ERRORS_MARKER } from "@/lib/domain/lifecycle";
import { SHARED_SERVER_PHP_VERSION } from "@/lib/domain/provisioning";
import type { SimCreationProcess, SimDeletionProcess, SimProcess, SimSharedServerProcess } from "../state/types";
import { bareHost } from "./sites";

export interface ScriptLine {
  /** Fraction of the run at which it is printed. */
  at: number;
  text: string;
}

type Step = readonly [at: number, text: string];

/** The steps up to the failing one (`failAt`, the fraction where it fails), then the error. */
function withFailure(steps: readonly Step[], failAt: number, error: string, summary: string): Step[] {
  return [...steps.filter(([at]) => at < failAt), [failAt, `${PROCESS_ERRORS_MARKER} ${error}`], [1, summary]];
}

function creationSteps(p: SimCreationProcess): Step[] {
  const siloName = p.siloName;
  const r = p.request;
  const host = bareHost(p.domain);
  const lmsLine = `${r.lms} ${p.version}${r.lms === "Totara" && r.totaraType ? ` (${r.totaraType})` : ""}${r.lms === "Moodle" ? ` (${r.moodleInstallationType || "basic"} installation)` : ""}`;
  const head: Step[] = [
    [0, `Deploy ${p.id}: ${r.instanceName} for ${r.client} (${r.branch}), requested by ${p.requestedBy} in ${p.region}`],
    [0, `Package ${r.installationPackage}: ${lmsLine}`],
    [0.02, "Validating parameters... ok"],
  ];
  const server: Step[] = siloName
    ? [
        [0.06, `[1/7] Installing on the shared server ${siloName} (${p.siloId})`],
        [0.12, `      Creating volume ${p.volumeId} (${r.volumeSize} GiB, gp3) and attaching it to ${siloName}`],
        [0.2, `      Volume attached, formatted (ext4) and mounted on /var/moodledata/${host}`],
      ]
    : [
        [0.06, `[1/7] Launching EC2 instance ${r.instanceType} in ${p.region} (Ubuntu 22.04 LTS)`],
        [0.1, `      ${p.instanceId} is pending`],
        [0.18, `      ${p.instanceId} is running; Elastic IP ${p.publicIpAddress} associated`],
        [0.2, `      Creating volume ${p.volumeId} (${r.volumeSize} GiB, gp3), attached as /dev/xvdf and mounted on /var/moodledata`],
      ];
  const database: Step[] = [
    [0.26, `[2/7] Database ${p.dbName} on ${p.dbInstanceId}${r.dbOnSharedRDS ? " (shared RDS)" : ""}`],
    [0.36, `      CREATE DATABASE ${p.dbName} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci; user ${p.dbName} granted`],
  ];
  const install: Step[] = [
    [0.42, `[3/7] Unpacking ${r.installationPackage} into /var/www/${host}`],
    [0.48, "      nginx and php-fpm configured; config.php written"],
    [0.52, `      sudo -u www-data php admin/cli/install_database.php --agree-license --fullname="${r.client}" --shortname="${r.domain}" --adminuser=admin`],
    [0.58, "      -->System"],
    [0.62, "      ++ Success ++"],
    [0.66, `      ${r.lms} ${p.version} installed`],
    ...(r.installThemeEdumy
      ? ([
          [0.68, `      Edumy theme installed (colours ${[r.primaryColor, r.secondaryColor, r.accentColor, r.footerColor].filter(Boolean).join(", ") || "default"})`],
          [0.69, `      Logos: ${[r.logoDefault, r.logoDark, r.loginBGImage].filter(Boolean).join(", ") || "none uploaded"}`],
        ] as Step[])
      : []),
    [0.7, "      Cron installed: */1 * * * * php admin/cli/cron.php"],
  ];
  const rest: Step[] = [
    [0.76, `[4/7] DNS: ${host} A ${p.publicIpAddress}`],
    [0.82, `[5/7] SSL: certificate for ${host} issued (Let's Encrypt, valid 90 days)`],
    [0.88, `[6/7] Contract tags: Client=${r.client}, ContractedUsers=${r.contractedUsers}, PurchasedStorage=${r.volumeSize}, Branch=${r.branch}`],
    [0.94, `[7/7] Health check: https://${host}/login/index.php answered 200`],
    ...(r.sendEmailToClient && r.clientEmail ? ([[0.97, `      Welcome e-mail sent to ${r.clientEmail}`]] as Step[]) : []),
    [1, `Instance ${r.instanceName} created successfully: https://${host}`],
  ];
  const steps = [...head, ...server, ...database, ...install, ...rest];
  if (!p.fails) return steps;
  return withFailure(
    steps,
    0.6,
    `install_database.php exited with code 1: Error writing to database (${p.dbName}): Table 'mdl_config' already exists`,
    `Creation of ${r.instanceName} finished with errors; the resources created so far were rolled back.`,
  );
}

function sharedServerSteps(p: SimSharedServerProcess): Step[] {
  const steps: Step[] = [
    [0, `Deploy ${p.id}: shared server ${p.instanceName}, requested by ${p.requestedBy} in ${p.region}`],
    [0.03, "[1/6] Launching EC2 instance t4g.2xlarge (Ubuntu 22.04 LTS)"],
    [0.1, `      ${p.instanceId} is pending`],
    [0.2, `      ${p.instanceId} is running; Elastic IP ${p.publicIpAddress} associated`],
    [0.3, `[2/6] Installing nginx, PHP ${SHARED_SERVER_PHP_VERSION} (fpm, intl, mbstring, soap, xml, zip, gd, redis) and ghostscript`],
    [0.45, "[3/6] Mounting the shared EFS for site data on /var/moodledata"],
    [0.58, "[4/6] Installing cron, log rotation and the CloudWatch agent"],
    [0.72, "[5/6] Hardening: ufw (22, 80, 443), fail2ban, unattended-upgrades"],
    [0.86, `[6/6] Registering ${p.instanceName} as a silo in ${p.region}`],
    [1, `Shared server ${p.instanceName} created successfully.`],
  ];
  if (!p.fails) return steps;
  return withFailure(steps, 0.5, "apt-get install php8.2-fpm: unable to fetch packages (connection timed out)", `Creation of ${p.instanceName} finished with errors; the instance was terminated.`);
}

function deletionSteps(p: SimDeletionProcess): Step[] {
  const target = p.volumeId ? `the LMS on volume ${p.volumeId} of ${p.instanceName}` : p.instanceName;
  const host = p.domain ? bareHost(p.domain) : null;
  const steps: Step[] = [
    [0, `Deletion of ${target} (${p.instanceId}) approved by ${p.requestedBy}; request ${p.token}`],
    [0.05, p.volumeId ? `[1/5] Disabling the site and detaching volume ${p.volumeId}` : `[1/5] Stopping instance ${p.instanceId}`],
    [0.25, p.volumeId ? `[2/5] Deleting volume ${p.volumeId}` : `[2/5] Terminating instance ${p.instanceId} and deleting its volumes`],
    [
      0.45,
      !p.deleteLMS || !p.dbName
        ? "[3/5] Database kept (the LMS is not deleted)"
        : p.deleteRDS
          ? `[3/5] Deleting RDS instance ${p.dbInstanceIdentifier} (final snapshot ${p.dbInstanceIdentifier}-final)`
          : `[3/5] DROP DATABASE ${p.dbName} on ${p.dbInstanceIdentifier ?? "its RDS server"}`,
    ],
    [0.65, host ? (p.deleteDomain ? `[4/5] DNS: deleting the record ${host}` : `[4/5] The domain will not be deleted: ${host} is kept`) : "[4/5] No domain to delete"],
    [0.85, "[5/5] Removing monitoring, backups schedule and the inventory entry"],
    [1, `Deletion of ${target} finished successfully.`],
  ];
  if (!p.fails) return steps;
  return withFailure(
    steps,
    0.2,
    `${p.volumeId ? `DeleteVolume ${p.volumeId}` : `TerminateInstances ${p.instanceId}`}: OperationNotPermitted (termination protection is enabled)`,
    `Deletion of ${target} finished with errors: nothing was deleted.`,
  );
}

/** The lines of a process, in order. */
export function scriptOf(p: SimProcess): ScriptLine[] {
  const steps = p.kind === "creation" ? creationSteps(p) : p.kind === "shared-server" ? sharedServerSteps(p) : deletionSteps(p);
  return steps.map(([at, text]) => ({ at, text }));
}
