// The shell's page links (spec 1 §2), and which of them lead to pages not built yet. A link to
// a page that does not exist is shown disabled with "Coming soon" and is never a real link, so
// nothing prefetches it and nobody lands on a 404. Remove a path from PAGES_NOT_BUILT in the
// change that builds its page; __tests__/components/shell/menuLinks.test.ts checks the list
// against the pages under app/.
export interface MenuLink {
  href: string;
  label: string;
  /** The page does not exist yet: shown disabled, with "Coming soon". */
  comingSoon: boolean;
}

export const PAGES_NOT_BUILT: readonly string[] = [];

export const COMING_SOON = "Coming soon";

function link(href: string, label: string): MenuLink {
  return { href, label, comingSoon: PAGES_NOT_BUILT.includes(href) };
}

export const VIEW_LINKS: readonly MenuLink[] = [link("/home/instances", "Instance"), link("/home/dbinstances", "RDS")];
export const REPORT_LINKS: readonly MenuLink[] = [
  link("/usability-report", "Usability"),
  link("/performance-report", "Performance"),
  link("/scheduled-upgrade/report", "Updates"),
  link("/activity", "Activity"),
];
export const ADD_LMS_LINK = link("/home/instances/add", "LMS");
export const ADD_SILO_LINK = link("/home/instances/add-shared-server", "Silo (Create Shared Server)");
export const ADMIN_LINKS: readonly MenuLink[] = [link("/admin/dashboard/user", "Users"), link("/admin/dashboard/package", "Installers")];
export const CLOUD_DB_LINK = link("/reports/dymano-instances", "Cloud DB");

/** Every link the shell can show, for the test that keeps PAGES_NOT_BUILT true. */
export const ALL_SHELL_LINKS: readonly MenuLink[] = [...VIEW_LINKS, ...REPORT_LINKS, ADD_LMS_LINK, ADD_SILO_LINK, ...ADMIN_LINKS, CLOUD_DB_LINK];
