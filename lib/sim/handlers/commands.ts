// The commands modal (spec 1 §2, §7): service commands, cron jobs and server metrics.
// Commands answer JSON {success, code, output} as the contract says; the *-logs commands
// put the log file's text in `output` ("" when empty) and the console saves it as a file.
// Restarts, truncations and updates are recorded with timestamps, so they persist.
import type { Command } from "@/lib/contract/schemas/commands";
import type { SimInstance } from "../fleet/types";
import { aptUpgrade } from "../machine/apt";
import { cronJobsOf } from "../machine/cron";
import { logPath, logText } from "../machine/logs";
import { cpuLastHour, memoryNow } from "../machine/metrics";
import { currentState } from "../machine/power";
import { serviceUnit, statusText, type Service } from "../machine/services";
import type { SimWorld } from "../world";
import { lookUp, notRunning, wrongAddress } from "./lookup";
import type { HandlerMap } from "./types";

interface Outcome {
  output: string;
  changed: boolean;
}

function restart(world: SimWorld, instance: SimInstance, service: Service, now: number): Outcome {
  const services = (instance.services ??= {});
  const at = new Date(now).toISOString();
  if (service === "php") services.phpRestartedAt = at;
  else services.webRestartedAt = at;
  return { output: statusText(world.state.seed, instance, service, now), changed: true };
}

function clean(instance: SimInstance, service: Service, now: number): Outcome {
  const services = (instance.services ??= {});
  const at = new Date(now).toISOString();
  if (service === "php") services.phpLogClearedAt = at;
  else services.webLogClearedAt = at;
  return { output: `${logPath(instance, service)} truncated.\n`, changed: true };
}

function update(world: SimWorld, instance: SimInstance, now: number): Outcome {
  const run = aptUpgrade(world.state.seed, instance, now);
  const services = (instance.services ??= {});
  const at = new Date(now).toISOString();
  services.updatedAt = at;
  // The packages' triggers restart what they upgrade.
  if (run.restarted.includes("php")) services.phpRestartedAt = at;
  if (run.restarted.includes("web")) services.webRestartedAt = at;
  return { output: run.output, changed: true };
}

function run(world: SimWorld, instance: SimInstance, command: Command, now: number): Outcome {
  const seed = world.state.seed;
  switch (command) {
    case "status-php":
      return { output: statusText(seed, instance, "php", now), changed: false };
    case "status-web-service":
      return { output: statusText(seed, instance, "web", now), changed: false };
    case "restart-php":
      return restart(world, instance, "php", now);
    case "restart-web-service":
      return restart(world, instance, "web", now);
    case "php-logs":
      return { output: logText(seed, instance, "php", now), changed: false };
    case "web-service-logs":
      return { output: logText(seed, instance, "web", now), changed: false };
    case "clean-php-logs":
      return clean(instance, "php", now);
    case "clean-web-service-logs":
      return clean(instance, "web", now);
    case "update-system":
      return update(world, instance, now);
  }
}

/** What the user asked for, in words for the refusal: "restart php8.1-fpm". */
function doing(instance: SimInstance, command: Command): string {
  const unit = serviceUnit(instance, command.includes("php") ? "php" : "web");
  if (command === "update-system") return "update its packages";
  if (command.startsWith("restart")) return `restart ${unit}`;
  if (command.startsWith("status")) return `check ${unit}`;
  if (command.startsWith("clean")) return `clean the ${unit} logs`;
  return `read the ${unit} logs`;
}

export const commandHandlers: HandlerMap = {
  runCommand(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, ctx.body.region, ctx.params.instanceId);
    if (instance instanceof Response) return instance;
    const refusal = wrongAddress(instance, ctx.body.instanceIp, "instanceIp") ?? notRunning(world, instance, doing(instance, ctx.body.command));
    if (refusal) return refusal;
    const outcome = run(world, instance, ctx.body.command, world.now());
    if (outcome.changed) world.changed();
    return { body: { success: true, code: 0, output: outcome.output } };
  },

  cronJobs(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, null, ctx.params.instanceId);
    if (instance instanceof Response) return instance;
    const refusal = wrongAddress(instance, ctx.query.instanceIp, "instanceIp") ?? notRunning(world, instance, "read its cron jobs");
    if (refusal) return refusal;
    return { body: { success: true, jobs: cronJobsOf(world.state.seed, instance) } };
  },

  /** A stopped server has neither: memory comes from the machine, CPU only while it runs. */
  serverMetrics(ctx) {
    const { world } = ctx;
    const instance = lookUp(world, null, ctx.params.instanceId);
    if (instance instanceof Response) return instance;
    const refusal = wrongAddress(instance, ctx.query.instanceIp, "instanceIp");
    if (refusal) return refusal;
    const now = world.now();
    const state = currentState(instance, now);
    if (state === "stopped") return { body: { memoryInfo: null, metrics: [] } };
    const seed = world.state.seed;
    return {
      body: {
        memoryInfo: state === "running" ? memoryNow(seed, instance, now) : null,
        metrics: cpuLastHour(seed, instance, now),
      },
    };
  },
};
