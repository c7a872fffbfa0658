/** @jest-environment jsdom */
// The Settings column as a user meets it: the five row links with the route table's exact
// addresses (spec 1 §2), the upgrade link only when offered, and what a click on Upgrade
// says for an instance that cannot be upgraded (spec 1 §5).
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@mui/material/styles";
import RegionProvider from "@/components/shell/RegionContext";
import RowLinks from "@/components/instances/RowLinks";
import NoticeProvider from "@/components/common/NoticeProvider";
import { theme } from "@/components/common/theme";
import type { Instance } from "@/lib/contract/schemas/instance";
import { UPGRADE_MESSAGES } from "@/lib/domain/upgradeAvailability";
import { makeInstance } from "./fixtures";

function renderLinks(instance: Instance, showUpgrade = true) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <NoticeProvider>
        <RowLinks instance={instance} showUpgrade={showUpgrade} />
      </NoticeProvider>
    </ThemeProvider>,
  );
  return user;
}

function link(name: string) {
  return screen.getByRole("link", { name });
}

const ID = "i-0abc123def4567890";

/** Whether each click that reached the document was still to be followed (not prevented by the
 * component). The browser's own navigation, which jsdom cannot do, is then held back. */
let followed: boolean[] = [];
function recordClick(event: MouseEvent) {
  followed.push(!event.defaultPrevented);
  event.preventDefault();
}

beforeEach(() => {
  followed = [];
  document.addEventListener("click", recordClick);
});

afterEach(() => {
  document.removeEventListener("click", recordClick);
});

describe("RowLinks, addresses", () => {
  it("links the five modals with the public IP when there is no load balancer", () => {
    renderLinks(makeInstance({ version: "4.3.3" }));

    expect(link("Actions for acme-lms")).toHaveAttribute("href", `/home/instances/actions/${ID}/acme-lms/dedicated?region=us-west-2`);
    expect(link("Commands for acme-lms")).toHaveAttribute("href", `/home/instances/commands/${ID}/54.12.34.56/acme-lms?region=us-west-2`);
    expect(link("Uploads for acme-lms")).toHaveAttribute("href", `/home/instances/updloads/${ID}/54.12.34.56/moodle?region=us-west-2`);
    expect(link("Info for acme-lms")).toHaveAttribute(
      "href",
      `/home/instances/information/${ID}/54.12.34.56/acme-lms/dedicated/4.3.3?region=us-west-2`,
    );
    expect(link("Upgrade acme-lms")).toHaveAttribute("href", `/home/instances/upgrade/${ID}/54.12.34.56/acme-lms/dedicated?region=us-west-2`);
    expect(screen.getAllByRole("link")).toHaveLength(5);
  });

  it("uses the load-balancer DNS name as the address when the instance has a load balancer and a DNS name", () => {
    const dns = "acme-lb-123.us-west-2.elb.amazonaws.com";
    renderLinks(makeInstance({ hasLoadBalancer: true, dns, deploymentType: "shared", lms: "totara", version: "17.4" }));

    expect(link("Actions for acme-lms")).toHaveAttribute("href", `/home/instances/actions/${ID}/acme-lms/shared?region=us-west-2`);
    expect(link("Commands for acme-lms")).toHaveAttribute("href", `/home/instances/commands/${ID}/${dns}/acme-lms?region=us-west-2`);
    expect(link("Uploads for acme-lms")).toHaveAttribute("href", `/home/instances/updloads/${ID}/${dns}/totara?region=us-west-2`);
    expect(link("Info for acme-lms")).toHaveAttribute(
      "href",
      `/home/instances/information/${ID}/${dns}/acme-lms/shared/17.4?region=us-west-2`,
    );
    expect(link("Upgrade acme-lms")).toHaveAttribute("href", `/home/instances/upgrade/${ID}/${dns}/acme-lms/shared?region=us-west-2`);
  });

  it("keeps the public IP when the DNS name is missing, or present without a load balancer", () => {
    const { unmount } = render(
      <ThemeProvider theme={theme}>
        <RowLinks instance={makeInstance({ hasLoadBalancer: true, dns: null })} showUpgrade />
      </ThemeProvider>,
    );
    expect(link("Commands for acme-lms")).toHaveAttribute("href", `/home/instances/commands/${ID}/54.12.34.56/acme-lms?region=us-west-2`);
    unmount();

    renderLinks(makeInstance({ hasLoadBalancer: false, dns: "stale.elb.example.com" }));
    expect(link("Commands for acme-lms")).toHaveAttribute("href", `/home/instances/commands/${ID}/54.12.34.56/acme-lms?region=us-west-2`);
  });

  it("names the console's region in every link, so a shared link opens the same instance", () => {
    render(
      <ThemeProvider theme={theme}>
        <RegionProvider initialRegion="eu-central-1" hasCookie>
          <NoticeProvider>
            <RowLinks instance={makeInstance()} showUpgrade />
          </NoticeProvider>
        </RegionProvider>
      </ThemeProvider>,
    );
    for (const a of screen.getAllByRole("link")) expect(new URL(a.getAttribute("href") ?? "", "http://x").searchParams.get("region")).toBe("eu-central-1");
  });

  it("leaves the version segment out of the information link when there is no version", () => {
    renderLinks(makeInstance({ version: null }));

    expect(link("Info for acme-lms")).toHaveAttribute(
      "href",
      `/home/instances/information/${ID}/54.12.34.56/acme-lms/dedicated?region=us-west-2`,
    );
  });

  it("renders no Upgrade link when the upgrade is not offered (managers)", () => {
    renderLinks(makeInstance(), false);

    expect(screen.queryByRole("link", { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Upgrade")).not.toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(4);
  });
});

describe("RowLinks, upgrade availability", () => {
  it.each<[string, Partial<Instance>, string]>([
    ["a Totara instance", { lms: "totara", version: "17.4" }, UPGRADE_MESSAGES.notMoodle],
    ["a Moodle instance without version", { version: null }, UPGRADE_MESSAGES.noVersion],
    ["Moodle 4.2.5", { version: "4.2.5" }, UPGRADE_MESSAGES.lowerVersion],
  ])("explains, instead of following the link, why %s cannot be upgraded", async (_label, overrides, message) => {
    const user = renderLinks(makeInstance(overrides));
    const upgrade = link("Upgrade acme-lms");
    expect(upgrade).toHaveAttribute("data-upgradeable", "false");

    await user.click(upgrade);

    expect(followed).toEqual([false]);
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toBe(message);
    for (const other of Object.values(UPGRADE_MESSAGES).filter((m) => m !== message)) {
      expect(screen.queryByText(other)).not.toBeInTheDocument();
    }
  });

  it.each<[string, Partial<Instance>]>([
    ["Moodle 4.3", { version: "4.3" }],
    ["Moodle 4.3+", { version: "4.3+" }],
    ["Moodle 4.5.1", { version: "4.5.1" }],
    ["a shared Moodle 4.1", { deploymentType: "shared", version: "4.1" }],
    ["a shared Totara instance", { deploymentType: "shared", lms: "totara", version: null }],
  ])("follows the link for %s, with no message", async (_label, overrides) => {
    const user = renderLinks(makeInstance(overrides));
    const upgrade = link("Upgrade acme-lms");
    expect(upgrade).toHaveAttribute("data-upgradeable", "true");

    await user.click(upgrade);

    expect(followed).toEqual([true]);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    for (const message of Object.values(UPGRADE_MESSAGES)) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
  });

  it("leaves the other links alone on an instance that cannot be upgraded", () => {
    renderLinks(makeInstance({ lms: "totara" }));
    const row = screen.getByRole("link", { name: "Actions for acme-lms" }).parentElement;
    expect(row).not.toBeNull();
    for (const name of ["Actions", "Commands", "Uploads", "Info"]) {
      expect(within(row as HTMLElement).getByRole("link", { name: `${name} for acme-lms` })).not.toHaveAttribute("data-upgradeable", "false");
    }
  });

  it("names every link with its visible text first (WCAG 2.5.3, label in name)", () => {
    renderLinks(makeInstance({}));
    const links = screen.getAllByRole("link");
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) expect(link.getAttribute("aria-label")?.startsWith(`${link.textContent} `)).toBe(true);
  });
});
