// What a Moodle 4.x or Totara code tree holds, as data: the real top-level layout, the core
// plugins of the common plugin types, and the usual shape of a plugin. siteTree.ts turns it
// into a per-instance tree (add-on plugins and the odd empty folder vary with the seed).

export const MOODLE_ROOT_DIRS = [
  "admin", "analytics", "auth", "availability", "backup", "badges", "blocks", "blog", "cache", "calendar", "cohort",
  "comment", "competency", "completion", "contentbank", "course", "customfield", "dataformat", "enrol", "error",
  "files", "filter", "grade", "group", "h5p", "install", "iplookup", "lang", "lib", "local", "login", "media",
  "message", "mnet", "mod", "my", "notes", "payment", "pix", "plagiarism", "portfolio", "privacy", "question",
  "rating", "report", "repository", "rss", "search", "tag", "theme", "user", "webservice",
] as const;

export const MOODLE_ROOT_FILES = [
  ".htaccess", "brokenfile.php", "composer.json", "composer.lock", "config-dist.php", "config.php", "COPYING.txt",
  "draftfile.php", "file.php", "Gruntfile.js", "help.php", "help_ajax.php", "index.php", "install.php",
  "package.json", "pluginfile.php", "README.txt", "tokenpluginfile.php", "version.php", "webservice.php",
] as const;

/** Totara 13+ keeps the Moodle-derived tree under server/ and its front end under client/. */
export const TOTARA_ROOT_DIRS = ["client", "extensions", "libraries", "server", "test"] as const;
export const TOTARA_ROOT_FILES = [".htaccess", "composer.json", "config-dist.php", "config.php", "index.php", "package.json", "README.md"] as const;
export const TOTARA_SERVER_EXTRA_DIRS = ["totara"] as const;

/** Plugin types whose folders hold one folder per plugin: core ones, then add-ons some sites install. */
export const PLUGIN_TYPES: Record<string, { core: readonly string[]; addOns: readonly string[] }> = {
  mod: {
    core: ["assign", "bigbluebuttonbn", "book", "choice", "data", "feedback", "folder", "forum", "glossary", "h5pactivity",
      "imscp", "label", "lesson", "lti", "page", "quiz", "resource", "scorm", "survey", "url", "wiki", "workshop"],
    addOns: ["attendance", "customcert", "hvp", "questionnaire", "zoom", "checklist", "certificate", "game"],
  },
  blocks: {
    core: ["activity_modules", "calendar_month", "calendar_upcoming", "comments", "completionstatus", "course_list",
      "html", "login", "myoverview", "navigation", "news_items", "online_users", "recentlyaccessedcourses", "rss_client",
      "search_forums", "settings", "site_main_menu", "starredcourses", "timeline"],
    addOns: ["configurable_reports", "xp", "completion_progress", "grade_me", "checklist"],
  },
  theme: { core: ["boost", "classic"], addOns: ["moove", "edumy", "adaptable", "academi", "snap"] },
  local: { core: [], addOns: ["edwiserbridge", "staticpage", "mail", "sitenotice", "reminders", "campus_sso", "reportes"] },
  auth: { core: ["cas", "db", "email", "ldap", "lti", "manual", "mnet", "nologin", "none", "oauth2", "shibboleth", "webservice"], addOns: ["saml2"] },
  enrol: { core: ["category", "cohort", "database", "fee", "flatfile", "guest", "imsenterprise", "ldap", "lti", "manual", "meta", "mnet", "paypal", "self"], addOns: ["wallet"] },
  report: { core: ["backups", "competency", "completion", "configlog", "courseoverview", "eventlist", "infectedfiles", "insights", "log", "loglive", "outline", "participation", "performance", "progress", "questioninstances", "security", "stats", "status", "usersessions"], addOns: ["customsql"] },
  filter: { core: ["activitynames", "algebra", "data", "displayh5p", "emailprotect", "emoticon", "glossary", "mathjaxloader", "mediaplugin", "multilang", "tex", "tidy", "urltolink"], addOns: ["filtercodes", "wiris"] },
  "admin/tool": {
    core: ["admin_presets", "analytics", "availabilityconditions", "behat", "brickfield", "capability", "cohortroles", "componentlibrary",
      "customlang", "dataprivacy", "dbtransfer", "filetypes", "generator", "httpsreplace", "installaddon", "langimport", "licensemanager",
      "log", "lp", "lpimportcsv", "messageinbound", "mfa", "mobile", "monitor", "moodlenet", "multilangupgrade", "oauth2", "phpunit",
      "policy", "profiling", "recyclebin", "replace", "spamcleaner", "task", "templatelibrary", "unsuproles", "uploadcourse", "uploaduser", "usertours", "xmldb"],
    addOns: ["trigger", "coursearchiver"],
  },
  "course/format": { core: ["singleactivity", "social", "topics", "weeks"], addOns: ["tiles", "grid", "onetopic"] },
};

/** Files and folders of a plugin folder, by plugin type; every plugin has version.php. */
export function pluginFiles(type: string): { dirs: string[]; files: string[] } {
  const common = { dirs: ["classes", "db", "lang"], files: ["version.php"] };
  switch (type) {
    case "mod":
      return { dirs: [...common.dirs, "backup", "pix", "templates", "tests"], files: [...common.files, "index.php", "lib.php", "mod_form.php", "view.php"] };
    case "blocks":
      return { dirs: [...common.dirs, "templates", "tests"], files: [...common.files, "block_PLUGIN.php", "edit_form.php", "styles.css"] };
    case "theme":
      return { dirs: ["classes", "lang", "layout", "pix", "scss", "templates", "fonts"], files: ["config.php", "lib.php", "settings.php", "version.php"] };
    case "local":
      return { dirs: [...common.dirs, "templates"], files: [...common.files, "index.php", "lib.php", "settings.php"] };
    default:
      return { dirs: [...common.dirs, "tests"], files: [...common.files, "lib.php", "settings.php"] };
  }
}

/** Known inner folders of a plugin, relative to it: fixed contents that read true to life. */
export const PLUGIN_INNER: Record<string, { dirs: string[]; files: string[] }> = {
  db: { dirs: [], files: ["access.php", "install.xml", "upgrade.php", "events.php", "tasks.php"] },
  lang: { dirs: ["en"], files: [] },
  pix: { dirs: [], files: ["icon.svg", "monologo.svg"] },
  layout: { dirs: [], files: ["columns2.php", "drawers.php", "embedded.php", "login.php", "maintenance.php", "secure.php"] },
  scss: { dirs: ["preset"], files: ["post.scss", "pre.scss"] },
  backup: { dirs: ["moodle2"], files: [] },
  tests: { dirs: ["behat", "fixtures", "generator"], files: ["lib_test.php", "privacy_provider_test.php"] },
  templates: { dirs: [], files: ["main.mustache", "summary.mustache"] },
};

/** Folders of the admin/ directory besides tool/. */
export const ADMIN_DIRS = ["cli", "classes", "environment", "presets", "roles", "settings", "templates", "tests", "tool", "user", "webservice"] as const;
export const ADMIN_FILES = ["cron.php", "environment.xml", "index.php", "plugins.php", "purgecaches.php", "search.php", "settings.php", "upgradesettings.php", "user.php"] as const;
export const ADMIN_CLI_FILES = [
  "adhoc_task.php", "backup.php", "cfg.php", "check_database_schema.php", "cron.php", "install.php", "install_database.php",
  "maintenance.php", "purge_caches.php", "reset_password.php", "scheduled_task.php", "uninstall_plugins.php", "upgrade.php",
] as const;

/** Names for the files of folders nobody templated: plausible Moodle source file names. */
export const GENERIC_FILES = [
  "index.php", "lib.php", "locallib.php", "edit.php", "view.php", "manage.php", "renderer.php", "ajax.php", "externallib.php",
  "upgradelib.php", "settings.php", "styles.css", "upload.php", "delete.php", "export.php", "report.php", "api.php", "helper.php",
] as const;
export const GENERIC_DIRS = ["classes", "tests", "templates", "amd", "db", "lang", "pix", "yui", "output", "form", "task", "privacy", "event", "local"] as const;

/** Entries blocked from the web on a hardened site: install helpers, build files, the CLI. */
export const HARDENED = ["install.php", "config-dist.php", "composer.json", "composer.lock", "package.json", "Gruntfile.js", "README.txt", "README.md", "admin/cli", "install"] as const;
