// Upgrade and rollback runs started from a request's link, read against the clock like the
// other processes (machine/processes.ts): a record with a start and a duration, output lines
// placed at fractions of the run, and an end applied once by `settleUpgrades` (sim.ts runs it
// before every request). An upgrade installs LATEST_MOODLE and ends by mailing the rollback
// link; a rollback puts back the version from before the upgrade. A failing run (the UPGERR
// marker, or SIM_FAULTS process_error_rate) prints `[Errors]`, and leaves the version as it was.
import { PROCESS_ERRORS_MARKER, type ProcessStatus } from "@/lib/domain/lifecycle";
import { mailUpgradeResult } from "../mail/upgradeMail";
import { createRng, deriveSeed } from "../random";
import { upgradeProcessesOf, upgradeRequestsOf } from "../records";
import type { SimUpgradeProcess } from "../state/types";
import type { SimWorld } from "../world";
import { endOf, isRunning, linesAt } from "./processes";
import type { ScriptLine } from "./processScripts";
import { bareHost } from "./sites";
import { findTarget, lmsName, setVersion } from "./upgradeSite";

/** Settled runs kept beyond this many are forgotten, oldest first. */
const KEPT_RUNS = 200;

/** An upgrade runs `processMs` ±1/3, like a creation; a rollback half of that. */
export function upgradeDuration(kind: SimUpgradeProcess["kind"], id: string, processMs: number): number {
  const spread = 2 / 3 + createRng(deriveSeed(0, id), "duration").next() * (2 / 3);
  return Math.round(processMs * spread * (kind === "rollback" ? 0.5 : 1));
}

type Step = readonly [at: number, text: string];

function upgradeSteps(p: SimUpgradeProcess): Step[] {
  const host = bareHost(p.domain);
  const from = p.fromVersion ?? "unknown";
  const steps: Step[] = [
    [0, `Upgrade ${p.id} of ${host} on ${p.instanceName} (${p.instanceId}), approved by ${p.requestedBy}`],
    [0, `Moodle ${from} -> ${p.toVersion}`],
    [0.04, "[1/6] Enabling maintenance mode: php admin/cli/maintenance.php --enable"],
    [0.12, `[2/6] Backing up the code (/var/www/${host}) and the database ${p.dbName} on ${p.dbInstanceId.split(".")[0]}`],
    [0.3, `[3/6] Unpacking moodle-${p.toVersion}.tgz over /var/www/${host} (config.php kept)`],
    [0.45, "[4/6] php admin/cli/upgrade.php --non-interactive"],
    [0.55, "      -->System"],
    [0.65, "      ++ Success ++"],
    [0.72, "      -->mod_assign, mod_forum, mod_quiz ... ++ Success ++"],
    [0.8, "[5/6] Purging caches: php admin/cli/purge_caches.php"],
    [0.88, "[6/6] Disabling maintenance mode; health check answered 200"],
    [1, `The LMS ${host} was upgraded successfully to Moodle ${p.toVersion}.`],
  ];
  if (p.fromVersion === p.toVersion) return [...steps.slice(0, 2), [0.5, `${host} is already on Moodle ${p.toVersion}: nothing to upgrade.`], [1, `The LMS ${host} is up to date.`]];
  if (!p.fails) return steps;
  return [
    ...steps.filter(([at]) => at < 0.6),
    [0.6, `${PROCESS_ERRORS_MARKER} upgrade.php exited with code 1: Error writing to database (Table 'mdl_question_references' already exists)`],
    [0.7, `Rollback: restoring the code of Moodle ${from} and the database ${p.dbName} from the backup`],
    [0.9, "Rollback: maintenance mode disabled; the site serves the previous version"],
    [1, `The upgrade of ${host} completed with errors; the rollback process restored Moodle ${from}. An e-mail with the details of the process and the rollback was sent.`],
  ];
}

function rollbackSteps(p: SimUpgradeProcess): Step[] {
  const host = bareHost(p.domain);
  const steps: Step[] = [
    [0, `Rollback ${p.id} of ${host} on ${p.instanceName} (${p.instanceId}), approved by ${p.requestedBy}`],
    [0, `Moodle ${p.fromVersion ?? "unknown"} -> ${p.toVersion}`],
    [0.05, "[1/4] Enabling maintenance mode"],
    [0.25, `[2/4] Restoring the code of /var/www/${host} from the pre-upgrade backup`],
    [0.55, `[3/4] Restoring the database ${p.dbName} on ${p.dbInstanceId.split(".")[0]} from the pre-upgrade backup`],
    [0.85, "[4/4] Purging caches; disabling maintenance mode"],
    [1, `The rollback of ${host} completed successfully: Moodle ${p.toVersion} is back.`],
  ];
  if (!p.fails) return steps;
  return [
    ...steps.filter(([at]) => at < 0.5),
    [0.5, `${PROCESS_ERRORS_MARKER} mysql: ERROR 2013 (HY000): Lost connection to server during restore of ${p.dbName}`],
    [1, `The rollback of ${host} completed with errors; the site stays in maintenance mode.`],
  ];
}

export function upgradeScriptOf(p: SimUpgradeProcess): ScriptLine[] {
  return (p.kind === "upgrade" ? upgradeSteps(p) : rollbackSteps(p)).map(([at, text]) => ({ at, text }));
}

/** The output so far and the status the console polls on. */
export function upgradeOutputAt(p: SimUpgradeProcess, now: number): { content: string; processStatus: ProcessStatus } {
  const { text, done } = linesAt(p, upgradeScriptOf(p), now);
  return { content: text, processStatus: !done ? "inProgress" : p.fails ? "error" : "success" };
}

export function runningUpgrade(world: SimWorld, token: string): SimUpgradeProcess | null {
  return upgradeProcessesOf(world.state).find((p) => p.token === token && isRunning(p, world.now())) ?? null;
}

export function startUpgradeRun(world: SimWorld, p: SimUpgradeProcess): void {
  const all = upgradeProcessesOf(world.state);
  all.push(p);
  while (all.length > KEPT_RUNS) {
    const i = all.findIndex((x) => x.settledAt);
    if (i < 0) break;
    all.splice(i, 1);
  }
  world.changed();
}

/** Applies the end of every upgrade or rollback that has ended and is not settled yet. */
export function settleUpgrades(world: SimWorld): void {
  const now = world.now();
  for (const p of upgradeProcessesOf(world.state)) {
    if (p.settledAt || isRunning(p, now)) continue;
    const end = endOf(p);
    p.settledAt = new Date(end).toISOString();
    world.changed();
    const request = upgradeRequestsOf(world.state).find((r) => r.token === p.token);
    const target = findTarget(world, p.region, p.instanceId, p.volumeId);
    if (p.kind === "upgrade") {
      if (!p.fails && target) setVersion(target, p.toVersion);
      if (request) request.status = p.fails ? "failed" : "upgraded";
      if (request) {
        mailUpgradeResult(
          world,
          { token: request.token, action: request.action, region: p.region, lmsName: target ? lmsName(target) : p.instanceName, instanceName: p.instanceName, instanceId: p.instanceId, host: bareHost(p.domain), version: p.fromVersion },
          !p.fails,
          p.toVersion,
          end,
        );
      }
    } else if (!p.fails) {
      if (target) setVersion(target, p.toVersion);
      if (request) request.status = "rolled-back";
    }
  }
}
