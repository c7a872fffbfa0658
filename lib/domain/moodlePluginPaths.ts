// Where a Moodle plugin is installed, by plugin type (spec 3 §2.11 "Plugin Path"): every
// directory Moodle's core_component knows for the plugin types of Moodle 4.x and 5.0
// (lib/components.json, and the sub-plugin types of the standard modules). The package form
// offers exactly these, and an upload naming any other directory is refused.

/** Plugin type (frankenstyle prefix) and the directory under the Moodle root that holds it. */
export interface MoodlePluginPath {
  type: string;
  path: string;
}

export const MOODLE_PLUGIN_PATHS: readonly MoodlePluginPath[] = [
  { type: "tool", path: "admin/tool" },
  { type: "logstore", path: "admin/tool/log/store" },
  { type: "aiplacement", path: "ai/placement" },
  { type: "aiprovider", path: "ai/provider" },
  { type: "auth", path: "auth" },
  { type: "availability", path: "availability/condition" },
  { type: "block", path: "blocks" },
  { type: "cachelock", path: "cache/locks" },
  { type: "cachestore", path: "cache/stores" },
  { type: "calendartype", path: "calendar/type" },
  { type: "communication", path: "communication/provider" },
  { type: "contenttype", path: "contentbank/contenttype" },
  { type: "format", path: "course/format" },
  { type: "coursereport", path: "course/report" },
  { type: "customfield", path: "customfield/field" },
  { type: "dataformat", path: "dataformat" },
  { type: "enrol", path: "enrol" },
  { type: "fileconverter", path: "files/converter" },
  { type: "filter", path: "filter" },
  { type: "gradeexport", path: "grade/export" },
  { type: "gradingform", path: "grade/grading/form" },
  { type: "gradeimport", path: "grade/import" },
  { type: "gradereport", path: "grade/report" },
  { type: "h5plib", path: "h5p/h5plib" },
  { type: "antivirus", path: "lib/antivirus" },
  { type: "editor", path: "lib/editor" },
  { type: "atto", path: "lib/editor/atto/plugins" },
  { type: "tiny", path: "lib/editor/tiny/plugins" },
  { type: "mlbackend", path: "lib/mlbackend" },
  { type: "local", path: "local" },
  { type: "media", path: "media/player" },
  { type: "message", path: "message/output" },
  { type: "mnetservice", path: "mnet/service" },
  { type: "mod", path: "mod" },
  { type: "assignfeedback", path: "mod/assign/feedback" },
  { type: "assignsubmission", path: "mod/assign/submission" },
  { type: "booktool", path: "mod/book/tool" },
  { type: "datafield", path: "mod/data/field" },
  { type: "datapreset", path: "mod/data/preset" },
  { type: "forumreport", path: "mod/forum/report" },
  { type: "ltiservice", path: "mod/lti/service" },
  { type: "ltisource", path: "mod/lti/source" },
  { type: "quizaccess", path: "mod/quiz/accessrule" },
  { type: "quiz", path: "mod/quiz/report" },
  { type: "scormreport", path: "mod/scorm/report" },
  { type: "workshopallocation", path: "mod/workshop/allocation" },
  { type: "workshopeval", path: "mod/workshop/eval" },
  { type: "workshopform", path: "mod/workshop/form" },
  { type: "paygw", path: "payment/gateway" },
  { type: "plagiarism", path: "plagiarism" },
  { type: "portfolio", path: "portfolio" },
  { type: "qbank", path: "question/bank" },
  { type: "qbehaviour", path: "question/behaviour" },
  { type: "qformat", path: "question/format" },
  { type: "qtype", path: "question/type" },
  { type: "report", path: "report" },
  { type: "repository", path: "repository" },
  { type: "search", path: "search/engine" },
  { type: "smsgateway", path: "sms/gateway" },
  { type: "theme", path: "theme" },
  { type: "profilefield", path: "user/profile/field" },
  { type: "webservice", path: "webservice" },
];

const PATHS: ReadonlySet<string> = new Set(MOODLE_PLUGIN_PATHS.map((p) => p.path));

export function isMoodlePluginPath(value: unknown): value is string {
  return typeof value === "string" && PATHS.has(value);
}
