// What is still running, read from /proc (Linux): for the tests that check a helper left no
// process behind. A zombie waiting for its parent to reap it has ended, so it does not count.
import { readdirSync, readFileSync } from "node:fs";

/** The state, ppid and process group of `pid` (the fields after the command's closing parenthesis). */
function stat(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  } catch {
    return null;
  }
}

/** Whether `pid` is a live process. */
export function running(pid: number): boolean {
  const fields = stat(pid);
  return fields !== null && fields[0] !== "Z";
}

/** The live processes of the process group `group`. */
export function groupMembers(group: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      const fields = stat(pid);
      return fields !== null && fields[0] !== "Z" && Number(fields[2]) === group;
    });
}
