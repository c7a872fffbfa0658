// The shell's page links (spec 1 §2). Each leads to a page under app/:
// __tests__/components/shell/menuLinks.test.ts checks every one against the pages there.
export interface MenuLink {
  href: string;
  label: string;
}

function link(href: string, label: string): MenuLink {
  return { href, label };
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

/** Every link the shell can show, for the test that each has its page. */
export const ALL_SHELL_LINKS: readonly MenuLink[] = [...VIEW_LINKS, ...REPORT_LINKS, ADD_LMS_LINK, ADD_SILO_LINK, ...ADMIN_LINKS, CLOUD_DB_LINK];
