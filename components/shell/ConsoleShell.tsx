"use client";
// The signed-in frame (spec 1 §2 "Main shell"): the console's logo, view and region selectors,
// the + menu, CSV export, Reports, Administration, the cloud-database report, search, and the
// user. Menus a role may not use are not rendered at all. The user comes from the current-user
// load (CurrentUserLoad), so a role change upstream shows without a new sign-in; while it
// cannot be loaded the problem is shown with Retry above the page.
import { Suspense, type ReactNode } from "react";
import { capabilities } from "@/lib/domain/capabilities";
import type { Region } from "@/lib/domain/regions";
import type { IdleTimeouts } from "@/lib/domain/idle";
import DataProvider from "@/data/core/DataProvider";
import { PRODUCT_NAME } from "@/components/common/productName";
import { PlainLinkButton } from "@/components/common/plain/PlainButton";
import ConfirmProvider from "@/components/common/ConfirmProvider";
import NoticeProvider from "@/components/common/NoticeProvider";
import CsvExportProvider from "./CsvExportContext";
import ExportCsvButton from "./ExportCsvButton";
import LinkMenu from "./LinkMenu";
import LinkRegion from "./LinkRegion";
import { ADD_LMS_LINK, ADD_SILO_LINK, ADMIN_LINKS, CLOUD_DB_LINK, REPORT_LINKS, type MenuLink } from "./menuLink";
import RegionProvider from "./RegionContext";
import RegionSelect from "./RegionSelect";
import SearchBox from "./SearchBox";
import SearchProvider from "./SearchContext";
import ShortcutKeys from "./ShortcutKeys";
import UserMenu from "./UserMenu";
import ConsoleLogo from "./ConsoleLogo";
import CurrentUserAlert from "./CurrentUserAlert";
import CurrentUserLoad, { useCurrentUserLoad } from "./CurrentUserLoad";
import IdleWatch from "./IdleWatch";
import KeptInputRestore from "./KeptInputRestore";
import StepUpPrompt from "./StepUpPrompt";
import type { ConsoleUser } from "./UserContext";
import ViewSwitch from "./ViewSwitch";
import styles from "./shell.module.css";

export interface ConsoleShellProps {
  /** The user the server layout loaded, or null when it could not (the browser then asks). */
  user: ConsoleUser | null;
  /** How often the user is read again while the page is visible (ROLE_RECHECK_SECONDS, in ms). */
  userRecheckMs?: number;
  /** When an unused page warns and ends the session (IDLE_MINUTES, IDLE_WARN_SECONDS); none: never. */
  idle?: IdleTimeouts;
  region: Region;
  hasRegionCookie: boolean;
  children: ReactNode;
}

export default function ConsoleShell({ user, userRecheckMs, idle, region, hasRegionCookie, children }: ConsoleShellProps) {
  return (
    <DataProvider>
      <CurrentUserLoad initialUser={user} recheckMs={userRecheckMs}>
        <RegionProvider initialRegion={region} hasCookie={hasRegionCookie}>
          <SearchProvider>
            <CsvExportProvider>
              <NoticeProvider>
                <ConfirmProvider>
                  <Suspense fallback={null}>
                    <LinkRegion />
                  </Suspense>
                  <ShellFrame>{children}</ShellFrame>
                  <StepUpPrompt />
                  <ShortcutKeys />
                  {idle ? <IdleSession timeouts={idle} /> : null}
                </ConfirmProvider>
              </NoticeProvider>
            </CsvExportProvider>
          </SearchProvider>
        </RegionProvider>
      </CurrentUserLoad>
    </DataProvider>
  );
}

/** The idle watch and the return of kept input, for the user the shell shows. */
function IdleSession({ timeouts }: { timeouts: IdleTimeouts }) {
  const username = useCurrentUserLoad().user?.username ?? "";
  return (
    <>
      <IdleWatch timeouts={timeouts} username={username} />
      {username ? <KeptInputRestore username={username} /> : null}
    </>
  );
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { user } = useCurrentUserLoad();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.toolbar}>
          <ConsoleLogo />
          {/* The logo names the product for a screen reader; the title is for the eye. */}
          <div className={user ? `${styles.title} ${styles.titleWithBar}` : styles.title} aria-hidden="true">
            {PRODUCT_NAME}
          </div>
          {user ? <TopBar user={user} /> : null}
        </div>
      </header>
      <main className={styles.main}>
        <CurrentUserAlert />
        {user ? children : <h1 className={styles.mainHeading}>Console</h1>}
      </main>
    </div>
  );
}

function TopBar({ user }: { user: ConsoleUser }) {
  const can = capabilities(user.role);
  const addLinks: MenuLink[] = [...(can.addLms ? [ADD_LMS_LINK] : []), ...(can.addSilo ? [ADD_SILO_LINK] : [])];
  const adminLinks = can.administration ? ADMIN_LINKS : [];
  return (
    <>
      <nav aria-label="Console" className={styles.nav}>
        <ViewSwitch />
        <RegionSelect />
        <LinkMenu label="+ Add" links={addLinks} />
        <ExportCsvButton />
        <LinkMenu label="Reports" links={REPORT_LINKS} />
        <LinkMenu label="Administration" links={adminLinks} />
        {can.cloudDatabaseReport ? (
          <PlainLinkButton color="inherit" href={CLOUD_DB_LINK.href}>
            {CLOUD_DB_LINK.label}
          </PlainLinkButton>
        ) : null}
      </nav>
      {/* Outside the nav: in a narrow window the nav takes a line and these two the next. */}
      <SearchBox />
      <UserMenu user={user} />
    </>
  );
}
