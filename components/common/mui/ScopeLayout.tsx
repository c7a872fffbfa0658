// A route's layout that puts its pages in MuiScope: the route modals over the long lists and
// the console's pages of their own that use MUI's components.
import type { ReactNode } from "react";
import MuiScope from "./MuiScope";

export default function ScopeLayout({ children }: { children: ReactNode }) {
  return <MuiScope>{children}</MuiScope>;
}
