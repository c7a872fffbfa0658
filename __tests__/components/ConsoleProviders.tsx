// What every console screen has around it in the app (the shell's providers), for component
// tests: theme, a fresh SWR cache per test, region, signed-in user, notices and confirmations.
import type { ReactNode } from "react";
import { ThemeProvider } from "@mui/material/styles";
import { SWRConfig } from "swr";
import ConfirmProvider from "@/components/common/ConfirmProvider";
import NoticeProvider from "@/components/common/NoticeProvider";
import { theme } from "@/components/common/theme";
import RegionProvider from "@/components/shell/RegionContext";
import UserProvider from "@/components/shell/UserContext";
import { DATA_DEFAULTS } from "@/data/core/defaults";
import type { Role } from "@/lib/contract/types";
import type { Region } from "@/lib/domain/regions";

export interface ConsoleProvidersProps {
  role?: Role;
  region?: Region;
  children: ReactNode;
}

export default function ConsoleProviders({ role = "admin", region = "us-west-2", children }: ConsoleProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...DATA_DEFAULTS, provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <RegionProvider initialRegion={region} hasCookie>
          <UserProvider user={{ name: "Test User", username: "test@example.com", role }}>
            <NoticeProvider>
              <ConfirmProvider>{children}</ConfirmProvider>
            </NoticeProvider>
          </UserProvider>
        </RegionProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
