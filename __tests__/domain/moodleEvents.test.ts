// The Spanish event dictionary (spec 3 §3): Moodle core's 598 event classes, each with a Spanish
// description used in place of the server's; an unknown class keeps the server's text.
import dictionary from "@/lib/domain/reports/moodleEventsEs.json";
import { describeMoodleEvent } from "@/lib/domain/moodleEvents";

const entries = Object.entries(dictionary as Record<string, string>);

it("holds Moodle core's 598 event classes, as Moodle logs their names", () => {
  expect(entries).toHaveLength(598);
  for (const [name, text] of entries) {
    expect(name).toMatch(/^\\[a-z0-9_]+\\event\\[a-z0-9_]+$/);
    expect(text).toBe(text.trim());
    expect(text.length).toBeGreaterThan(3);
    expect(text).not.toMatch(/[\t\n]/);
  }
});

it("describes the common events in Spanish", () => {
  expect(describeMoodleEvent("\\core\\event\\user_loggedin", "User has logged in")).toBe("El usuario ha iniciado sesión");
  expect(describeMoodleEvent("\\core\\event\\course_viewed")).toBe("Curso visto");
  expect(describeMoodleEvent("\\mod_forum\\event\\course_module_viewed")).toBe("Módulo de curso visto");
  expect(describeMoodleEvent("\\mod_forum\\event\\discussion_created")).toBe("Discusión creada");
  expect(describeMoodleEvent("\\mod_quiz\\event\\attempt_submitted")).toBe("Intento de cuestionario enviado");
});

it("reads a name however many leading backslashes it came with", () => {
  expect(describeMoodleEvent("core\\event\\course_viewed")).toBe("Curso visto");
  expect(describeMoodleEvent("\\\\core\\event\\course_viewed")).toBe("Curso visto");
});

it("keeps the server's description for a class it does not know, else the class name", () => {
  expect(describeMoodleEvent("\\local_acme\\event\\report_built", "Report built")).toBe("Report built");
  expect(describeMoodleEvent("\\local_acme\\event\\report_built", "  ")).toBe("\\local_acme\\event\\report_built");
});
