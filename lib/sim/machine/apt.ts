// `apt-get update && apt-get -y upgrade` on the server: which packages are due is fixed per
// instance and week, and a server updated in the last three days has nothing left to do.
// Upgrading PHP or nginx restarts that service, as the packages' triggers do.
import type { Region, SimInstance } from "../fleet/types";
import { createRng, type Rng } from "../random";
import { osRelease, phpVersion } from "./sites";
import { sizeInfo } from "./sizes";

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const UP_TO_DATE_FOR_MS = 3 * DAY_MS;

interface Upgrade {
  name: string;
  from: string;
  to: string;
  kb: number;
}

function candidates(rng: Rng, php: string, codename: string): Upgrade[] {
  const ubuntu = codename === "jammy" ? "22.04" : "20.04";
  const patch = (base: string) => {
    const n = rng.int(3, 20);
    return { from: `${base}${n}`, to: `${base}${n + 1}` };
  };
  const phpBuild = patch(`${php}.${rng.int(10, 30)}-1+ubuntu${ubuntu}.1+deb.sury.org+`);
  const ssl = patch(codename === "jammy" ? "3.0.2-0ubuntu1." : "1.1.1f-1ubuntu2.");
  const curl = patch(codename === "jammy" ? "7.81.0-1ubuntu1." : "7.68.0-1ubuntu2.");
  const list: Upgrade[] = [
    { name: codename === "jammy" ? "libssl3" : "libssl1.1", ...ssl, kb: 1905 },
    { name: "openssl", ...ssl, kb: 1183 },
    { name: "curl", ...curl, kb: 194 },
    { name: "libcurl4", ...curl, kb: 289 },
    { name: `php${php}-cli`, ...phpBuild, kb: 1846 },
    { name: `php${php}-common`, ...phpBuild, kb: 1102 },
    { name: `php${php}-fpm`, ...phpBuild, kb: 1873 },
    { name: `php${php}-mysql`, ...phpBuild, kb: 131 },
    { name: `php${php}-opcache`, ...phpBuild, kb: 385 },
    { name: "nginx", ...patch(codename === "jammy" ? "1.18.0-6ubuntu14." : "1.18.0-0ubuntu1."), kb: 3 },
    { name: "nginx-common", ...patch(codename === "jammy" ? "1.18.0-6ubuntu14." : "1.18.0-0ubuntu1."), kb: 40 },
    { name: "tzdata", from: `2024a-0ubuntu0.${ubuntu}`, to: `2025b-0ubuntu0.${ubuntu}`, kb: 349 },
    { name: "ca-certificates", from: `20230311ubuntu0.${ubuntu}.1`, to: `20240203~${ubuntu}.1`, kb: 155 },
    ...(codename === "jammy"
      ? [
          { name: "libxml2", ...patch("2.9.13+dfsg-1ubuntu0."), kb: 763 },
          { name: "git", ...patch("1:2.34.1-1ubuntu1."), kb: 3166 },
          { name: "python3-urllib3", ...patch("1.26.5-1~exp1ubuntu0."), kb: 98 },
        ]
      : [{ name: "libxml2", ...patch("2.9.10+dfsg-5ubuntu0.20.04."), kb: 640 }]),
  ];
  return list.filter(() => rng.chance(0.45));
}

function mirror(region: Region, arch: "x86_64" | "arm64"): string {
  return arch === "arm64" ? `http://${region}.ec2.ports.ubuntu.com/ubuntu-ports` : `http://${region}.ec2.archive.ubuntu.com/ubuntu`;
}

export interface AptRun {
  output: string;
  /** Services whose packages were upgraded, so they restarted. */
  restarted: ("php" | "web")[];
}

export function aptUpgrade(seed: number, instance: SimInstance, now: number): AptRun {
  const { codename } = osRelease(instance);
  const php = phpVersion(instance);
  const { arch } = sizeInfo(instance.instaceType);
  const debArch = arch === "arm64" ? "arm64" : "amd64";
  const updatedAt = instance.services?.updatedAt ? Date.parse(instance.services.updatedAt) : null;
  const due = updatedAt !== null && now - updatedAt < UP_TO_DATE_FOR_MS ? [] : candidates(createRng(seed, `apt:${instance.instanceId}:${Math.floor(now / WEEK_MS)}`), php, codename);
  const repo = mirror(instance.region, arch);
  const lines = [
    `Hit:1 ${repo} ${codename} InRelease`,
    `Get:2 ${repo} ${codename}-updates InRelease [128 kB]`,
    `Get:3 ${repo} ${codename}-backports InRelease [127 kB]`,
    `Get:4 http://security.ubuntu.com/ubuntu ${codename}-security InRelease [129 kB]`,
    `Hit:5 https://ppa.launchpadcontent.net/ondrej/php/ubuntu ${codename} InRelease`,
    "Fetched 384 kB in 1s (412 kB/s)",
    "Reading package lists...",
    "Reading package lists...",
    "Building dependency tree...",
    "Reading state information...",
    "Calculating upgrade...",
  ];
  if (due.length === 0) {
    lines.push("0 upgraded, 0 newly installed, 0 to remove and 0 not upgraded.");
    return { output: `${lines.join("\n")}\n`, restarted: [] };
  }
  const total = due.reduce((sum, u) => sum + u.kb, 0);
  lines.push(
    "The following packages will be upgraded:",
    `  ${due.map((u) => u.name).join(" ")}`,
    `${due.length} upgraded, 0 newly installed, 0 to remove and 0 not upgraded.`,
    `Need to get ${total.toLocaleString("en-US")} kB of archives.`,
    "After this operation, 12.3 kB of additional disk space will be used.",
    ...due.map((u, i) => `Get:${i + 1} ${repo} ${codename}-updates/main ${debArch} ${u.name} ${debArch} ${u.to} [${u.kb.toLocaleString("en-US")} kB]`),
    `Fetched ${total.toLocaleString("en-US")} kB in 0s (${(total / 310).toFixed(1)} MB/s)`,
    "(Reading database ... 112843 files and directories currently installed.)",
  );
  for (const u of due) {
    lines.push(
      `Preparing to unpack .../${u.name}_${u.to.replace(/^\d+:/, "")}_${debArch}.deb ...`,
      `Unpacking ${u.name}:${debArch} (${u.to}) over (${u.from}) ...`,
    );
  }
  for (const u of due) lines.push(`Setting up ${u.name}:${debArch} (${u.to}) ...`);
  const restarted: AptRun["restarted"] = [];
  if (due.some((u) => u.name.startsWith(`php${php}-`))) {
    restarted.push("php");
    lines.push(`Processing triggers for php${php}-fpm (${due.find((u) => u.name.startsWith("php"))?.to}) ...`, `NOTICE: Not enabling PHP ${php} FPM by default.`);
  }
  if (due.some((u) => u.name.startsWith("nginx"))) restarted.push("web");
  lines.push(
    `Processing triggers for man-db (${codename === "jammy" ? "2.10.2-1" : "2.9.1-1"}) ...`,
    `Processing triggers for libc-bin (${codename === "jammy" ? "2.35-0ubuntu3.8" : "2.31-0ubuntu9.16"}) ...`,
  );
  return { output: `${lines.join("\n")}\n`, restarted };
}
