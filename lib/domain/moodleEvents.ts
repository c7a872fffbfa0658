// Spanish descriptions of Moodle's event classes (spec 3 §3: "Descriptions come from a bundled
// Spanish dictionary … used in place of the server's description"). The dictionary is data,
// one JSON file of Moodle core's 598 event classes; an event it does not know (a third-party
// plugin's) keeps the server's description, else its class name.
import dictionary from "./reports/moodleEventsEs.json";

const SPANISH: Readonly<Record<string, string>> = dictionary;

/** The class name as Moodle logs it: one leading backslash, whatever the server sent. */
function canonical(eventName: string): string {
  return `\\${eventName.trim().replace(/^\\+/, "")}`;
}

export function describeMoodleEvent(eventName: string, serverDescription?: string | null): string {
  return SPANISH[canonical(eventName)] ?? (serverDescription?.trim() || eventName);
}
