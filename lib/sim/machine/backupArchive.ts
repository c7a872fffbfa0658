// The file a finished backup downloads as: a small .tar.gz holding a manifest of the site, a
// database dump header and a moodledata listing. Built from the backup record alone with fixed
// entry times and gzip's zero mtime, so the same backup always gives the same bytes.
import { gzipSync } from "node:zlib";
import type { SimBackupJob } from "../state/types";

const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

/** One ustar header block. */
function header(name: string, size: number, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  const put = (text: string, at: number, width: number) => block.write(text.slice(0, width), at, width, "ascii");
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(mtime, 12), 136, 12);
  put("        ", 148, 8); // checksum counted as spaces
  put("0", 156, 1);
  put("ustar\0", 257, 6);
  put("00", 263, 2);
  put("www-data", 265, 32);
  put("www-data", 297, 32);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8);
  return block;
}

export function tarGz(files: readonly { name: string; content: string }[], mtimeSeconds: number): Buffer {
  const parts: Buffer[] = [];
  for (const file of files) {
    const data = Buffer.from(file.content, "utf8");
    parts.push(header(file.name, data.length, mtimeSeconds), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK, 0));
  }
  parts.push(Buffer.alloc(BLOCK * 2, 0));
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : null);

/** The archive's name and bytes. */
export function backupArchive(job: SimBackupJob): { filename: string; bytes: Buffer } {
  const data = job.instanceData;
  const host = job.domain.replace(/^https?:\/\//, "");
  const dbName = text(data.dbName) ?? `moodle_${host.split(".")[0]}`;
  const dir = job.fileUniqueId;
  const manifest = {
    fileUniqueId: job.fileUniqueId,
    region: job.region,
    instanceId: job.instanceId,
    instanceName: job.instanceName,
    domain: job.domain,
    lms: text(data.lms),
    version: text(data.version),
    appDirectory: text(data.appDirectory) ?? `/var/www/${host}`,
    moodledataDirectory: text(data.moodledataDirectory) ?? `/var/moodledata/${host}`,
    dbInstanceId: text(data.dbInstanceId),
    dbName,
    requestedBy: job.requestedBy,
    requestedAt: job.requestedAt,
    completedAt: job.readyAt,
    contents: ["manifest.json", `database/${dbName}.sql`, "moodledata/FILES.txt"],
  };
  const dump = [
    `-- MySQL dump of ${dbName} for ${host}`,
    `-- Backup ${job.fileUniqueId}, ${job.readyAt}`,
    "SET NAMES utf8mb4;",
    "CREATE TABLE `mdl_config` (`id` bigint NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `value` longtext NOT NULL, PRIMARY KEY (`id`));",
    `INSERT INTO \`mdl_config\` VALUES (1,'wwwroot','${job.domain}'),(2,'release','${text(data.version) ?? "unknown"}');`,
    "",
  ].join("\n");
  const listing = ["filedir/", "lang/", "localcache/", "muc/config.php", "sessions/", "temp/", "trashdir/", ""].join("\n");
  const bytes = tarGz(
    [
      { name: `${dir}/manifest.json`, content: `${JSON.stringify(manifest, null, 2)}\n` },
      { name: `${dir}/database/${dbName}.sql`, content: dump },
      { name: `${dir}/moodledata/FILES.txt`, content: listing },
    ],
    Math.floor(Date.parse(job.readyAt) / 1000),
  );
  return { filename: `${job.fileUniqueId}.tar.gz`, bytes };
}
