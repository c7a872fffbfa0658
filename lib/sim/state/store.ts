// Keeps SimState on disk when SIM_STATE_FILE is set: read once at start, written
// atomically (temp file in the same directory, then rename) a moment after each change,
// so a crash mid-write can never leave a half-written file behind.
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { STATE_VERSION, type SimState } from "./types";

const DEBOUNCE_MS = 100;

/** The saved state, or null when there is no usable file. A broken one is moved aside
 * (unless `readOnly`) so the next save cannot silently bury it. */
export function loadState(file: string, { readOnly = false } = {}): SimState | null {
  if (!existsSync(file)) return null;
  try {
    const data: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (looksLikeState(data)) return data;
    console.warn(`[sim] ${file} is from another version of the simulator; starting from the seed.`);
  } catch (err) {
    console.warn(`[sim] ${file} could not be read (${err instanceof Error ? err.message : String(err)}); starting from the seed.`);
  }
  if (readOnly) return null;
  try {
    renameSync(file, `${file}.unusable-${Date.now()}`);
  } catch {
    // Moving it aside is a courtesy; the next save replaces it either way.
  }
  return null;
}

function looksLikeState(data: unknown): data is SimState {
  if (typeof data !== "object" || data === null) return false;
  const record = data as Record<string, unknown>;
  const fleet = record.fleet as Record<string, { instances?: unknown }> | undefined;
  return (
    record.version === STATE_VERSION &&
    Array.isArray(record.users) &&
    typeof fleet === "object" && fleet !== null &&
    Array.isArray(fleet["us-west-2"]?.instances) &&
    Array.isArray(fleet["eu-central-1"]?.instances)
  );
}

export class StateSaver {
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => SimState,
  ) {
    mkdirSync(path.dirname(file), { recursive: true });
  }

  /** Called after every mutation; bursts of changes become one write. */
  schedule(): void {
    this.dirty = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, DEBOUNCE_MS);
    // A pending save must not keep a test runner or CLI alive; close() flushes explicitly.
    this.timer.unref();
  }

  /** Writes now if anything changed; resolves when the file is on disk. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.dirty) return this.writing;
    this.dirty = false;
    const json = JSON.stringify(this.snapshot());
    // Writes are chained so an older snapshot can never land after a newer one.
    this.writing = this.writing.then(() => this.write(json)).catch((err: unknown) => {
      this.dirty = true;
      console.error(`[sim] could not save ${this.file}:`, err);
    });
    return this.writing;
  }

  private async write(json: string): Promise<void> {
    const temp = path.join(path.dirname(this.file), `.${path.basename(this.file)}.${process.pid}.${Date.now()}.tmp`);
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(temp, json, "utf8");
    await rename(temp, this.file);
  }
}
