// Keeps SimState on disk when SIM_STATE_FILE is set, durably: a write request is answered only
// once its change is on disk (sim.ts awaits `commit()`), so `kill -9` never loses an
// acknowledged write.
//
// Two files: the snapshot (SIM_STATE_FILE, the whole state as JSON, replaced atomically:
// temp file, fsync, rename, fsync of the directory) and an append-only journal beside it
// (`<file>.journal`, one JSON line per commit, fdatasync'd before the commit resolves). A
// journal line holds the small part of the state whole (users, sign-in guard, outbox,
// deletion requests, backups) and, of the large fleet arrays, only the instances the
// committed requests looked up (world.findInstance: the only way handlers reach an instance)
// — or a region's whole list if its length changed. Replaying lines in order over the
// snapshot rebuilds the state: each line replaces what it names. Commits that arrive while a
// line is being written share the next line (group commit). When the journal outgrows the
// snapshot, the next commit writes a new snapshot and empties the journal; the snapshot
// records the last line it contains (`journalSeq`), so a crash between the two is harmless.
import { close as closeFd, existsSync, fdatasync, fsync, ftruncate, mkdirSync, open as openFd, readFileSync, renameSync, write } from "node:fs";
import { mkdir, open, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { REGIONS, type Region } from "@/lib/domain/regions";
import type { SimInstance } from "../fleet/types";
import { STATE_VERSION, type SimState } from "./types";

/** A journal smaller than this is never compacted, however small the snapshot. */
const MIN_COMPACT_BYTES = 1024 * 1024;

export function journalFile(file: string): string {
  return `${file}.journal`;
}

interface JournalEntry {
  seq: number;
  rest: Omit<SimState, "fleet" | "journalSeq">;
  fleet: Partial<Record<Region, { instances?: SimInstance[]; changed?: SimInstance[] }>>;
}

function moveAside(file: string): void {
  try {
    if (existsSync(file)) renameSync(file, `${file}.unusable-${Date.now()}`);
  } catch {
    // Moving it aside is a courtesy; the next save replaces it either way.
  }
}

/** The saved state (snapshot plus journal), or null when there is no usable file. A broken one
 * is moved aside (unless `readOnly`) so the next save cannot silently bury it. */
export function loadState(file: string, { readOnly = false } = {}): SimState | null {
  if (!existsSync(file)) {
    if (!readOnly && existsSync(journalFile(file))) {
      console.warn(`[sim] ${journalFile(file)} has no snapshot beside it; starting from the seed.`);
      moveAside(journalFile(file));
    }
    return null;
  }
  try {
    const data: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (looksLikeState(data)) return replayJournal(file, data);
    console.warn(`[sim] ${file} is from another version of the simulator; starting from the seed.`);
  } catch (err) {
    console.warn(`[sim] ${file} could not be read (${err instanceof Error ? err.message : String(err)}); starting from the seed.`);
  }
  if (readOnly) return null;
  moveAside(file);
  moveAside(journalFile(file));
  return null;
}

function replayJournal(file: string, state: SimState): SimState {
  const journal = journalFile(file);
  let seq = state.journalSeq ?? 0;
  if (existsSync(journal)) {
    const lines = readFileSync(journal, "utf8").split("\n");
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].trim() === "") continue;
      let entry: JournalEntry;
      try {
        entry = JSON.parse(lines[i]) as JournalEntry;
      } catch {
        // Only the last line can be torn (a crash mid-append, never acknowledged).
        if (lines.slice(i + 1).some((l) => l.trim() !== "")) console.warn(`[sim] ${journal} line ${i + 1} is unreadable; later changes are ignored.`);
        break;
      }
      if (entry.seq <= seq) continue;
      applyEntry(state, entry);
      seq = entry.seq;
    }
  }
  state.journalSeq = seq;
  return state;
}

function applyEntry(state: SimState, entry: JournalEntry): void {
  Object.assign(state, entry.rest);
  for (const region of REGIONS) {
    const part = entry.fleet[region];
    if (!part) continue;
    const list = state.fleet[region].instances;
    if (part.instances) state.fleet[region].instances = part.instances;
    for (const instance of part.changed ?? []) {
      const at = list.findIndex((i) => i.instanceId === instance.instanceId);
      if (at >= 0) list[at] = instance;
      else list.push(instance);
    }
  }
}

function looksLikeState(data: unknown): data is SimState {
  if (typeof data !== "object" || data === null) return false;
  const record = data as Record<string, unknown>;
  const fleet = record.fleet as Record<string, { instances?: unknown }> | undefined;
  return (
    record.version === STATE_VERSION &&
    Array.isArray(record.users) &&
    typeof fleet === "object" && fleet !== null &&
    REGIONS.every((region) => Array.isArray(fleet[region]?.instances))
  );
}

// The journal is a plain descriptor, not a FileHandle: a sim a test never closes must not
// leave Node warning about handles closed by the garbage collector.
const fd = {
  open: promisify(openFd),
  write: (handle: number, bytes: Buffer) => promisify(write)(handle, bytes, 0, bytes.length, null),
  datasync: promisify(fdatasync),
  sync: promisify(fsync),
  truncate: promisify(ftruncate),
  close: promisify(closeFd),
};

async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

interface Waiter {
  resolve(): void;
  reject(err: unknown): void;
}

export class StateSaver {
  private readonly journal: string;
  private readonly dir: string;
  private handle: number | null = null;
  private seq: number;
  private journalBytes = 0;
  private snapshotBytes = 0;
  /** A snapshot is due: at start, after a failed write, when the journal outgrows the last one. */
  private snapshotDue = true;
  private dirty = false;
  private readonly touched = new Map<SimInstance, Region>();
  private readonly reshaped = new Set<Region>();
  private readonly counts: Record<Region, number>;
  private waiters: Waiter[] = [];
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private finishIdle: () => void = () => {};
  private scheduled = false;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly state: SimState,
  ) {
    this.dir = path.dirname(file);
    this.journal = journalFile(file);
    mkdirSync(this.dir, { recursive: true });
    this.seq = state.journalSeq ?? 0;
    delete state.journalSeq;
    this.counts = Object.fromEntries(REGIONS.map((r) => [r, state.fleet[r].instances.length])) as Record<Region, number>;
    // The first write is a snapshot, so a new file (or a replayed journal) is settled at once.
    this.dirty = true;
    this.schedule();
  }

  /** Something changed; saved soon without anyone waiting (changes outside a write request). */
  schedule(): void {
    this.dirty = true;
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    }).unref();
  }

  /** Remembers instances a request looked up, so the next journal line carries them, and the
   * regions whose list gained or lost servers, so it carries those lists whole. */
  note(touched: ReadonlyMap<SimInstance, Region>, reshaped: ReadonlySet<Region> = new Set()): void {
    for (const [instance, region] of touched) this.touched.set(instance, region);
    for (const region of reshaped) this.reshaped.add(region);
  }

  /** Resolves once every change made before the call is on disk. */
  commit(): Promise<void> {
    this.dirty = true;
    return this.waitForWrite();
  }

  /** Writes what is pending, if anything; resolves when it (or the write under way) is on disk. */
  flush(): Promise<void> {
    if (this.dirty || this.waiters.length > 0) return this.waitForWrite();
    return this.running ? this.idle : Promise.resolve();
  }

  /** Flushes into a last snapshot (so a cleanly stopped state is one file), then lets go of
   * the journal; later changes are not saved. */
  async close(): Promise<void> {
    if (this.journalBytes > 0) {
      this.snapshotDue = true;
      this.dirty = true;
    }
    await this.flush().catch(() => {});
    this.closed = true;
    await this.idle;
    if (this.handle !== null) {
      const handle = this.handle;
      this.handle = null;
      await fd.close(handle);
      if (this.journalBytes === 0) await unlink(this.journal).catch(() => {});
    }
  }

  private waitForWrite(): Promise<void> {
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.pump();
    return done;
  }

  private pump(): void {
    if (this.running || this.closed) return;
    if (!this.dirty && this.waiters.length === 0) return;
    this.running = true;
    this.idle = new Promise((resolve) => (this.finishIdle = resolve));
    const waiters = this.waiters;
    this.waiters = [];
    const wasDirty = this.dirty;
    this.dirty = false;
    // The data is taken now, synchronously: it holds every change made before these commits.
    const work = !wasDirty ? Promise.resolve() : this.snapshotDue ? this.writeSnapshot(this.snapshotJson()) : this.append(this.journalLine());
    work
      .then(
        () => {
          for (const w of waiters) w.resolve();
        },
        (err: unknown) => {
          console.error(`[sim] could not save ${this.file}:`, err);
          // What that write held is not on disk: the next one is a whole snapshot.
          this.snapshotDue = true;
          this.dirty = true;
          for (const w of waiters) w.reject(err);
        },
      )
      .finally(() => {
        this.running = false;
        this.finishIdle();
        if (this.waiters.length > 0) this.pump();
        else if (this.dirty && !this.closed) this.schedule();
      });
  }

  private snapshotJson(): string {
    this.touched.clear();
    this.reshaped.clear();
    for (const region of REGIONS) this.counts[region] = this.state.fleet[region].instances.length;
    return JSON.stringify({ ...this.state, journalSeq: this.seq });
  }

  private journalLine(): string {
    const { fleet, ...rest } = this.state;
    delete (rest as Partial<SimState>).journalSeq;
    const entry: JournalEntry = { seq: ++this.seq, rest, fleet: {} };
    for (const region of REGIONS) {
      const list = fleet[region].instances;
      if (list.length !== this.counts[region] || this.reshaped.has(region)) {
        this.counts[region] = list.length;
        entry.fleet[region] = { instances: list };
        continue;
      }
      const changed = [...this.touched].filter(([, r]) => r === region).map(([instance]) => instance);
      if (changed.length > 0) entry.fleet[region] = { changed };
    }
    this.touched.clear();
    this.reshaped.clear();
    return `${JSON.stringify(entry)}\n`;
  }

  private async journalHandle(): Promise<number> {
    if (this.handle !== null) return this.handle;
    this.handle = await fd.open(this.journal, "a");
    // The journal's directory entry must be durable too, or a crash could lose the file.
    await fsyncDirectory(this.dir);
    return this.handle;
  }

  private async append(line: string): Promise<void> {
    const handle = await this.journalHandle();
    const bytes = Buffer.from(line, "utf8");
    await fd.write(handle, bytes);
    await fd.datasync(handle);
    this.journalBytes += bytes.length;
    if (this.journalBytes > Math.max(MIN_COMPACT_BYTES, this.snapshotBytes)) this.snapshotDue = true;
  }

  private async writeSnapshot(json: string): Promise<void> {
    const temp = path.join(this.dir, `.${path.basename(this.file)}.${process.pid}.${Date.now()}.tmp`);
    await mkdir(this.dir, { recursive: true });
    const out = await open(temp, "w");
    try {
      await out.writeFile(json, "utf8");
      await out.sync();
    } finally {
      await out.close();
    }
    await rename(temp, this.file);
    await fsyncDirectory(this.dir);
    // Every line so far is in the snapshot (it names the last one), so the journal starts over.
    const handle = await this.journalHandle();
    await fd.truncate(handle, 0);
    await fd.sync(handle);
    this.journalBytes = 0;
    this.snapshotBytes = Buffer.byteLength(json, "utf8");
    this.snapshotDue = false;
  }
}
