// One entry of a toolbar link menu.
export interface MenuLink {
  href: string;
  label: string;
}
