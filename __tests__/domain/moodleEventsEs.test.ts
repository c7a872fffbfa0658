// The Spanish dictionary of Moodle core's event classes, checked as data on its own: the class
// names as Moodle logs them, one real Spanish description each, and the same 598 classes, in the
// same order, as the class column of the project's copy of the Moodle 5.0 events TSV.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import dictionary from "@/lib/domain/reports/moodleEventsEs.json";

const entries = Object.entries(dictionary as Record<string, string>);

it("holds exactly 598 event classes", () => {
  expect(entries).toHaveLength(598);
});

it("keys every class as Moodle logs it: one leading backslash, component, event, class", () => {
  for (const [name] of entries) expect(name).toMatch(/^\\[a-z0-9_]+\\event\\[a-z0-9_]+$/);
});

it("gives every class a non-empty, trimmed, single-line description that is not the class name", () => {
  for (const [name, text] of entries) {
    expect(typeof text).toBe("string");
    expect(text.length).toBeGreaterThan(0);
    expect(text).toBe(text.trim());
    expect(text).not.toMatch(/[\t\r\n]/);
    expect(text).not.toBe(name);
  }
});

it("words the common events as Moodle's Spanish pack does", () => {
  const spanish = dictionary as Record<string, string>;
  expect(spanish["\\mod_forum\\event\\discussion_created"]).toBe("Discusión creada");
  expect(spanish["\\core\\event\\user_loggedin"]).toBe("El usuario ha iniciado sesión");
  expect(spanish["\\core\\event\\course_viewed"]).toBe("Curso visto");
  expect(spanish["\\mod_forum\\event\\course_module_viewed"]).toBe("Módulo de curso visto");
  expect(spanish["\\mod_assign\\event\\course_module_viewed"]).toBe("Módulo de curso visto");
});

it("lists the same classes, in the same order, as the class column of lib/sim/data/moodle-events.tsv", () => {
  const tsv = readFileSync(join(__dirname, "../../lib/sim/data/moodle-events.tsv"), "utf8");
  const [header, ...rows] = tsv.split(/\r?\n/).filter((line) => line.length > 0);
  expect(header.split("\t")[0]).toBe("class");
  expect(Object.keys(dictionary)).toEqual(rows.map((row) => row.split("\t")[0]));
});
