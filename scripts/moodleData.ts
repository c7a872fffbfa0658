// `npx tsx scripts/moodleData.ts`: rewrites lib/sim/data/moodleEvents.json and
// moodleScheduledTasks.json from the two TSV files beside them (Moodle core's event classes and
// scheduled tasks, copied unchanged from the shared reference data). The sim imports the JSON,
// not the TSV, so the Next.js server bundle carries the data and nothing reads files at run
// time; __tests__/sim/moodleData.test.ts fails when the JSON and the TSV disagree.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eventsFromTsv, tasksFromTsv, toJsonText } from "@/lib/sim/data/moodleTsv";

const dir = path.join(process.cwd(), "lib", "sim", "data");
const read = (name: string) => readFileSync(path.join(dir, name), "utf8");

writeFileSync(path.join(dir, "moodleEvents.json"), toJsonText(eventsFromTsv(read("moodle-events.tsv"))));
writeFileSync(path.join(dir, "moodleScheduledTasks.json"), toJsonText(tasksFromTsv(read("moodle-scheduled-tasks.tsv"))));
console.log("lib/sim/data: moodleEvents.json and moodleScheduledTasks.json rewritten from the TSV files");
