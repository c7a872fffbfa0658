// The console's frame (HomeLayout) with MUI's scope around the page: the layout of each section
// other than the two long lists, whose first load carries no MUI.
import type { ReactNode } from "react";
import HomeLayout from "./layout";
import MuiScope from "@/components/common/mui/MuiScope";

export default function ScopedHomeLayout({ children }: { children: ReactNode }) {
  return (
    <HomeLayout>
      <MuiScope>{children}</MuiScope>
    </HomeLayout>
  );
}
