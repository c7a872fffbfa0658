// The php-fpm log and the nginx error log of a server: the last day of lines, timestamped
// on the sim clock. Each hour's lines are fixed by the seed, so the log grows as the clock
// moves and reads the same twice; lines exist only while the server was up, restarts leave
// their notices, and a clean-logs command truncates (everything before it is gone for good).
import type { SimInstance } from "../fleet/types";
import { createRng, type Rng } from "../random";
import { nginxTime, phpFpmTime } from "./clockText";
import { bootTime, upAt } from "./power";
import { mainPid, serviceSince, type Service } from "./services";
import { phpVersion, sitesOf, type Site } from "./sites";
import { sizeInfo } from "./sizes";

const HOUR_MS = 3_600_000;
const WINDOW_MS = 24 * HOUR_MS;
const MAX_LINES = 400;

export function logPath(instance: SimInstance, service: Service): string {
  return service === "php" ? `/var/log/php${phpVersion(instance)}-fpm.log` : "/var/log/nginx/error.log";
}

/** Where the log starts now: a day back, or the last truncation. */
function logStart(instance: SimInstance, service: Service, now: number): number {
  const cleared = service === "php" ? instance.services?.phpLogClearedAt : instance.services?.webLogClearedAt;
  return Math.max(now - WINDOW_MS, cleared ? Date.parse(cleared) : -Infinity);
}

interface Line {
  at: number;
  text: string;
}

const URIS = [
  "/course/view.php?id=", "/mod/quiz/attempt.php?attempt=", "/mod/quiz/processattempt.php?cmid=", "/mod/assign/view.php?id=",
  "/lib/ajax/service.php?sesskey=Xk29fLq0aZ&info=core_course_get_enrolled_courses_by_timeline_classification", "/grade/report/grader/index.php?id=",
  "/pluginfile.php/", "/user/index.php?id=", "/mod/forum/discuss.php?d=", "/login/index.php?testsession=", "/admin/cron.php?password=",
] as const;

function clientIp(rng: Rng): string {
  return `${rng.pick(["198.51.100", "203.0.113", "192.0.2"])}.${rng.int(2, 254)}`;
}

function uri(rng: Rng): string {
  const base = rng.pick(URIS);
  return /[=/]$/.test(base) ? `${base}${rng.int(2, 4800)}` : base;
}

/** Totara 13+ keeps the Moodle tree under server/. */
function codeRoot(site: Site): string {
  return site.lms === "Totara" ? `${site.appDirectory}/server` : site.appDirectory;
}

/** What Moodle and Totara actually leave in these logs. */
function phpMessage(rng: Rng, site: Site, php: string): string {
  const root = codeRoot(site);
  const line = rng.int(40, 3400);
  const messages = [
    `PHP Deprecated:  Creation of dynamic property core_course_category::$coursecount is deprecated in ${root}/course/classes/category.php on line ${line}`,
    `PHP Warning:  Undefined array key "attemptid" in ${root}/mod/quiz/locallib.php on line ${line}`,
    `PHP Warning:  Trying to access array offset on value of type bool in ${root}/lib/enrollib.php on line ${line}`,
    `PHP Warning:  file_get_contents(${site.moodledataDirectory}/filedir/${rng.hex(2)}/${rng.hex(2)}/${rng.hex(40)}): Failed to open stream: No such file or directory in ${root}/lib/filestore/file_system_filedir.php on line 283`,
    `PHP Fatal error:  Allowed memory size of 268435456 bytes exhausted (tried to allocate ${rng.int(4, 64) * 4096} bytes) in ${root}/lib/dml/moodle_database.php on line ${line}`,
    `PHP Warning:  ldap_bind(): Unable to bind to server: Can't contact LDAP server in ${root}/auth/ldap/auth.php on line 1834`,
    `Potential coding error - active database transaction detected during request shutdown: ${root}/mod/assign/locallib.php`,
    ...(php !== "8.0" ? [`PHP Deprecated:  Function strftime() is deprecated in ${root}/lib/classes/date.php on line 694`] : []),
  ];
  return rng.pick(messages);
}

function phpEvent(rng: Rng, instance: SimInstance, site: Site, busy: boolean): string {
  const php = phpVersion(instance);
  const children = Math.max(4, Math.min(40, Math.floor(sizeInfo(instance.instaceType).totalMb / 250)));
  const child = rng.int(2_000, 480_000);
  const weighted: [() => string, number][] = [
    [() => `WARNING: [pool www] child ${child} said into stderr: "NOTICE: PHP message: ${phpMessage(rng, site, php)}"`, 10],
    [() => `WARNING: [pool www] server reached pm.max_children setting (${children}), consider raising it`, busy ? 6 : 1],
    [() => `WARNING: [pool www] seems busy (you may need to increase pm.start_servers, or pm.min/max_spare_servers), spawning 8 children, there are 0 idle, and ${children - 2} total children`, busy ? 4 : 1],
    [() => `WARNING: [pool www] child ${child}, script '${codeRoot(site)}/mod/quiz/processattempt.php' (request: "POST /mod/quiz/processattempt.php?cmid=${rng.int(2, 900)}") execution timed out (${rng.int(300, 320)}.${rng.int(0, 9)} sec), terminating`, 2],
    [() => `WARNING: [pool www] child ${child} exited on signal 9 (SIGKILL) after ${rng.int(30, 900)}.${rng.int(100, 999)} seconds from start`, 2],
    [() => `NOTICE: [pool www] child ${child} started`, 3],
  ];
  return rng.weighted(weighted)();
}

function nginxEvent(rng: Rng, instance: SimInstance, site: Site, worker: number): string {
  const php = phpVersion(instance);
  const client = clientIp(rng);
  const conn = rng.int(1_000, 9_000_000);
  const request = (method: string, path: string) => `request: "${method} ${path} HTTP/2.0"`;
  const tail = `server: ${site.host}`;
  const upstream = `upstream: "fastcgi://unix:/run/php/php${php}-fpm.sock:", host: "${site.host}"`;
  const weighted: [() => string, number][] = [
    [() => `[error] ${worker}#${worker}: *${conn} FastCGI sent in stderr: "PHP message: ${phpMessage(rng, site, php)}" while reading response header from upstream, client: ${client}, ${tail}, ${request("GET", uri(rng))}, ${upstream}`, 9],
    [() => {
      const missing = rng.pick(["apple-touch-icon.png", "apple-touch-icon-precomposed.png", "favicon.ico", "wp-login.php", ".env"]);
      return `[error] ${worker}#${worker}: *${conn} open() "${site.appDirectory}/${missing}" failed (2: No such file or directory), client: ${client}, ${tail}, ${request("GET", `/${missing}`)}, host: "${site.host}"`;
    }, 5],
    [() => `[error] ${worker}#${worker}: *${conn} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${client}, ${tail}, ${request("POST", uri(rng))}, ${upstream}`, 2],
    [() => `[error] ${worker}#${worker}: *${conn} client intended to send too large body: ${rng.int(101, 900) * 1_048_576} bytes, client: ${client}, ${tail}, ${request("POST", "/repository/repository_ajax.php?action=upload")}, host: "${site.host}"`, 2],
    [() => `[warn] ${worker}#${worker}: *${conn} an upstream response is buffered to a temporary file /var/lib/nginx/fastcgi/${rng.int(1, 9)}/${String(rng.int(0, 99)).padStart(2, "0")}/00000${rng.int(10000, 99999)} while reading upstream, client: ${client}, ${tail}, ${request("GET", `/pluginfile.php/${rng.int(20, 9000)}/mod_resource/content/1/Manual.pdf`)}, ${upstream}`, 4],
    [() => `[crit] ${worker}#${worker}: *${conn} SSL_do_handshake() failed (SSL: error:0A00006C:SSL routines::bad key share) while SSL handshaking, client: ${client}, server: 0.0.0.0:443`, 2],
  ];
  return rng.weighted(weighted)();
}

/** Start-up notices where the service started inside the window (a boot or a restart). */
function startLines(instance: SimInstance, service: Service, from: number, now: number): Line[] {
  const lines: Line[] = [];
  const starts = new Set([bootTime(instance), serviceSince(instance, service)]);
  for (const at of starts) {
    if (at <= from || at > now) continue;
    const pid = mainPid(instance, service, at);
    if (service === "php") {
      if (at !== bootTime(instance)) lines.push({ at: at - 600, text: "NOTICE: Terminating ..." }, { at: at - 500, text: "NOTICE: exiting, bye-bye!" });
      lines.push({ at, text: `NOTICE: fpm is running, pid ${pid}` }, { at, text: "NOTICE: ready to handle connections" }, { at, text: "NOTICE: systemd monitor interval set to 10000ms" });
    } else if (at !== bootTime(instance)) {
      lines.push({ at, text: `[notice] ${pid}#${pid}: signal process started` });
    }
  }
  return lines;
}

function format(service: Service, line: Line): string {
  return service === "php" ? `[${phpFpmTime(line.at)}] ${line.text}` : `${nginxTime(line.at)} ${line.text}`;
}

/** The log file's content now, or "" when it is empty. */
export function logText(seed: number, instance: SimInstance, service: Service, now: number): string {
  const from = logStart(instance, service, now);
  const sites = sitesOf(instance);
  const busy = createRng(seed, `busy:${instance.instanceId}`).chance(0.25);
  const worker = createRng(seed, `worker:${instance.instanceId}`).int(700, 990);
  const lines: Line[] = startLines(instance, service, from, now);
  if (sites.length > 0) {
    for (let hour = Math.floor(from / HOUR_MS); hour <= Math.floor(now / HOUR_MS); hour++) {
      const rng = createRng(seed, `log:${service}:${instance.instanceId}:${hour}`);
      const count = rng.int(0, busy ? 9 : 4);
      for (let i = 0; i < count; i++) {
        const at = hour * HOUR_MS + rng.int(0, 3_599_999);
        const site = rng.pick(sites);
        const text = service === "php" ? phpEvent(rng, instance, site, busy) : nginxEvent(rng, instance, site, worker);
        if (at > from && at <= now && upAt(instance, at)) lines.push({ at, text });
      }
    }
  }
  lines.sort((a, b) => a.at - b.at);
  const kept = lines.slice(-MAX_LINES);
  return kept.length ? `${kept.map((line) => format(service, line)).join("\n")}\n` : "";
}
