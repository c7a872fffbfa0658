// The crontab of a server (spec 1 §3 "Cron job"): Moodle's cron every minute for each site,
// and the usual companions (ad-hoc tasks, certificate renewal, moodledata backups, cache
// purges). Fixed per seed and instance; about one server in ten has an empty crontab.
import type { SimInstance } from "../fleet/types";
import { createRng } from "../random";
import { phpVersion, sitesOf } from "./sites";

export interface CronJob {
  name: string;
  schedule: string;
  command: string;
  rawLine: string;
}

function job(name: string, schedule: string, command: string): CronJob {
  return { name, schedule, command, rawLine: `${schedule} ${command}` };
}

export function cronJobsOf(seed: number, instance: SimInstance): CronJob[] {
  const rng = createRng(seed, `cron:${instance.instanceId}`);
  const sites = sitesOf(instance);
  if (sites.length === 0 || rng.chance(0.1)) return [];
  const php = `/usr/bin/php${phpVersion(instance)}`;
  const shared = instance.deploymentType === "shared";
  const jobs: CronJob[] = [];
  for (const site of sites) {
    const cli = `${site.lms === "Totara" ? `${site.appDirectory}/server` : site.appDirectory}/admin/cli`;
    const label = (name: string) => (shared ? `${name} (${site.host})` : name);
    jobs.push(job(label(site.lms === "Totara" ? "Totara cron" : "Moodle cron"), "* * * * *", `${php} ${cli}/cron.php >/dev/null 2>&1`));
    if (!shared && rng.chance(0.6)) {
      jobs.push(job(label("Ad-hoc tasks"), "*/5 * * * *", `${php} ${cli}/adhoc_task.php --execute --keep-alive=290 >/dev/null 2>&1`));
    }
    if (!shared && rng.chance(0.4)) jobs.push(job(label("Purge caches"), `${rng.int(0, 59)} 4 * * 0`, `${php} ${cli}/purge_caches.php >/dev/null 2>&1`));
    if (rng.chance(0.5)) {
      jobs.push(job(label("Moodledata backup"), `${rng.int(0, 59)} ${rng.int(1, 5)} * * *`, `/opt/scripts/backup-moodledata.sh ${site.moodledataDirectory} >> /var/log/backup-moodledata.log 2>&1`));
    }
  }
  if (rng.chance(0.7)) jobs.push(job("Certificate renewal", `${rng.int(0, 59)} */12 * * *`, `certbot renew --quiet --deploy-hook "systemctl reload nginx"`));
  if (rng.chance(0.3)) {
    const data = sites[0].moodledataDirectory;
    jobs.push(job("Clean temporary files", `${rng.int(0, 59)} 2 * * *`, `find ${data}/temp ${data}/trashdir -type f -mtime +7 -delete`));
  }
  return jobs;
}
