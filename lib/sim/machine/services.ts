// `systemctl status` of php-fpm and nginx as Ubuntu prints it. Uptime, PIDs and request
// counts follow the server's boot and the last restart a command recorded, on the sim clock.
import type { SimInstance } from "../fleet/types";
import { createRng } from "../random";
import { journalTime, systemdAgo, systemdTime, systemdTimespan } from "./clockText";
import { memoryNow } from "./metrics";
import { bootTime } from "./power";
import { phpVersion, privateAddress } from "./sites";
import { sizeInfo } from "./sizes";

export type Service = "php" | "web";

export function serviceUnit(instance: SimInstance, service: Service): string {
  return service === "php" ? `php${phpVersion(instance)}-fpm` : "nginx";
}

/** When the service last started: at boot, or at a later restart. */
export function serviceSince(instance: SimInstance, service: Service): number {
  const restarted = service === "php" ? instance.services?.phpRestartedAt : instance.services?.webRestartedAt;
  const boot = bootTime(instance);
  return restarted ? Math.max(boot, Date.parse(restarted)) : boot;
}

/** Services started at boot get low PIDs; a restart gets whatever the counter has reached. */
export function mainPid(instance: SimInstance, service: Service, since: number): number {
  const rng = createRng(since, `pid:${instance.instanceId}:${service}`);
  return since === bootTime(instance) ? rng.int(640, 990) : rng.int(12_000, 480_000);
}

function cgroupLines(pid: number, lines: string[]): string[] {
  const out = [`${pid} ${lines[0]}`, ...lines.slice(1).map((text, i) => `${pid + 11 + i * 3} ${text}`)];
  return out.map((line, i) => `             ${i === out.length - 1 ? "└─" : "├─"}${line}`);
}

function phpStatus(seed: number, instance: SimInstance, now: number): string[] {
  const v = phpVersion(instance);
  const since = serviceSince(instance, "php");
  const pid = mainPid(instance, "php", since);
  const up = Math.max(1, (now - since) / 1000);
  const rng = createRng(seed, `php-status:${instance.instanceId}`);
  const reqPerSec = instance.deploymentType === "shared" ? 4 + rng.next() * 12 : 0.3 + rng.next() * 4;
  const children = Math.max(4, Math.min(40, Math.floor(sizeInfo(instance.instaceType).totalMb / 250)));
  const active = Math.min(children, 1 + Math.floor(reqPerSec / 2) + (rng.int(0, 2)));
  const memoryMb = memoryNow(seed, instance, now).used * (0.35 + rng.next() * 0.2);
  const workers = Array.from({ length: Math.min(children, 5) }, () => `"php-fpm: pool www"`);
  return [
    `● ${serviceUnit(instance, "php")}.service - The PHP ${v} FastCGI Process Manager`,
    `     Loaded: loaded (/lib/systemd/system/php${v}-fpm.service; enabled; vendor preset: enabled)`,
    `     Active: active (running) since ${systemdTime(since)}; ${systemdAgo(now - since)}`,
    `       Docs: man:php-fpm${v}(8)`,
    `    Process: ${pid + 7} ExecStartPost=/usr/lib/php/php-fpm-socket-helper install /run/php/php-fpm.sock /etc/php/${v}/fpm/pool.d/www.conf ${v.replace(".", "")} (code=exited, status=0/SUCCESS)`,
    `   Main PID: ${pid} (php-fpm${v})`,
    `     Status: "Processes active: ${active}, idle: ${children - active}, Requests: ${Math.floor(up * reqPerSec)}, slow: ${Math.floor(up / 86_400)}, Traffic: ${reqPerSec.toFixed(1)}req/sec"`,
    `      Tasks: ${children + 1} (limit: ${Math.round(sizeInfo(instance.instaceType).totalMb * 1.18)})`,
    `     Memory: ${memoryMb.toFixed(1)}M`,
    `        CPU: ${systemdTimespan(up * reqPerSec * 90)}`,
    `     CGroup: /system.slice/php${v}-fpm.service`,
    ...cgroupLines(pid, [`"php-fpm: master process (/etc/php/${v}/fpm/php-fpm.conf)"`, ...workers]),
  ];
}

function nginxStatus(seed: number, instance: SimInstance, now: number): string[] {
  const since = serviceSince(instance, "web");
  const pid = mainPid(instance, "web", since);
  const { vcpus, totalMb } = sizeInfo(instance.instaceType);
  const up = Math.max(1, (now - since) / 1000);
  const rng = createRng(seed, `nginx-status:${instance.instanceId}`);
  const daemon = "daemon on; master_process on;";
  return [
    "● nginx.service - A high performance web server and a reverse proxy server",
    "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)",
    `     Active: active (running) since ${systemdTime(since)}; ${systemdAgo(now - since)}`,
    "       Docs: man:nginx(8)",
    `    Process: ${pid - 2} ExecStartPre=/usr/sbin/nginx -t -q -g ${daemon} (code=exited, status=0/SUCCESS)`,
    `    Process: ${pid - 1} ExecStart=/usr/sbin/nginx -g ${daemon} (code=exited, status=0/SUCCESS)`,
    `   Main PID: ${pid} (nginx)`,
    `      Tasks: ${vcpus + 1} (limit: ${Math.round(totalMb * 1.18)})`,
    `     Memory: ${(6 + vcpus * 2.5 + rng.next() * 8).toFixed(1)}M`,
    `        CPU: ${systemdTimespan(up * 4 * (1 + rng.next()))}`,
    "     CGroup: /system.slice/nginx.service",
    ...cgroupLines(pid, [`"nginx: master process /usr/sbin/nginx -g ${daemon}"`, ...Array.from({ length: vcpus }, () => `"nginx: worker process"`)]),
  ];
}

/** The unit's status, then its last journal lines (its start). */
export function statusText(seed: number, instance: SimInstance, service: Service, now: number): string {
  const since = serviceSince(instance, service);
  const { hostname } = privateAddress(instance);
  const description = service === "php" ? `The PHP ${phpVersion(instance)} FastCGI Process Manager` : "A high performance web server and a reverse proxy server";
  const restarted = since !== bootTime(instance);
  const journal = [
    ...(restarted
      ? [`${journalTime(since - 900)} ${hostname} systemd[1]: Stopping ${description}...`, `${journalTime(since - 400)} ${hostname} systemd[1]: ${service === "php" ? `php${phpVersion(instance)}-fpm` : "nginx"}.service: Deactivated successfully.`, `${journalTime(since - 400)} ${hostname} systemd[1]: Stopped ${description}.`]
      : []),
    `${journalTime(since - 180)} ${hostname} systemd[1]: Starting ${description}...`,
    `${journalTime(since)} ${hostname} systemd[1]: Started ${description}.`,
  ];
  const body = service === "php" ? phpStatus(seed, instance, now) : nginxStatus(seed, instance, now);
  return `${[...body, "", ...journal].join("\n")}\n`;
}
