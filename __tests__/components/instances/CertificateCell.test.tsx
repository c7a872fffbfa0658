/** @jest-environment jsdom */
// The Certificate column as a user meets it: the status read from the row's instance data
// (dedicated /data or shared /shared-server-data), UNKNOWN when that call fails, and the SSL
// renewal flow started from the chip (refused, confirmed, cancelled, failed). The BFF (fetch)
// is a stand-in; every test gets a fresh SWR cache.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@mui/material/styles";
import { SWRConfig } from "swr";
import CertificateCell from "@/components/instances/CertificateCell";
import { useSslRenewal } from "@/components/instances/useSslRenewal";
import NoticeProvider from "@/components/common/NoticeProvider";
import ConfirmProvider from "@/components/common/ConfirmProvider";
import { theme } from "@/components/common/theme";
import type { Instance, InstanceData } from "@/lib/contract/schemas/instance";
import { SSL_MESSAGES, type CertificateStatus } from "@/lib/domain/certificateStatus";
import type { Region } from "@/lib/domain/regions";
import { makeInstance } from "./fixtures";
import { callsOf, serveApi as serve } from "../serveApi";


function instanceData(overrides: Partial<InstanceData> = {}): InstanceData {
  return { isElasticIp: true, isOutOfSupport: false, version: "4.3.3", sslDaysRemaining: 45, ...overrides };
}

const INSTANCE = makeInstance();

/** The cell with the renewal flow the instance list gives it. */
function Cell({ instance, region }: { instance: Instance; region: Region }) {
  const onRenew = useSslRenewal(region);
  return <CertificateCell instance={instance} region={region} onRenew={onRenew} />;
}

function renderCell(instance: Instance = INSTANCE, region: Region = "us-west-2") {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <NoticeProvider>
          <ConfirmProvider>
            <Cell instance={instance} region={region} />
          </ConfirmProvider>
        </NoticeProvider>
      </SWRConfig>
    </ThemeProvider>,
  );
  return user;
}

/** The status chip once the instance data has arrived. */
async function findChip(status: CertificateStatus | "UNKNOWN") {
  const chip = await screen.findByText(status);
  return chip;
}

async function findStatusButton(status: CertificateStatus) {
  const button = await screen.findByRole("button", { name: new RegExp(`^Certificate ${status},`) });
  expect(button).toHaveTextContent(status);
  return button;
}

/** The notice (snackbar) reads exactly `message`: nothing more, nothing less. */
async function expectNotice(role: "status" | "alert", message: string) {
  const notice = await screen.findByRole(role);
  expect(notice.textContent).toBe(message);
}

/** The renewals sent for the instance. */
function renewals() {
  return callsOf("renewSsl").filter((c) => c.params.id === INSTANCE.instanceId);
}

beforeEach(() => {
  jest.resetAllMocks();
});

describe("CertificateCell, status", () => {
  it.each<[InstanceData["sslDaysRemaining"], CertificateStatus]>([
    [45, "VALID"],
    [30, "VALID"],
    [29, "RENEW"],
    [1, "RENEW"],
    [0, "EXPIRED"],
    [-3, "EXPIRED"],
    ["NO SSL", "NO SSL"],
  ])("shows sslDaysRemaining %p as %s", async (sslDaysRemaining, status) => {
    serve({ instanceData: { status: 200, body: instanceData({ sslDaysRemaining }) } });
    renderCell();

    await findStatusButton(status);
    for (const other of ["VALID", "RENEW", "EXPIRED", "NO SSL", "UNKNOWN"].filter((s) => s !== status)) {
      expect(screen.queryByText(other)).not.toBeInTheDocument();
    }
  });

  it("lets a state field in the response override the days remaining", async () => {
    serve({ instanceData: { status: 200, body: instanceData({ sslDaysRemaining: 120, state: "EXPIRED" }) } });
    renderCell();

    const button = await findStatusButton("EXPIRED");
    expect(screen.queryByText("VALID")).not.toBeInTheDocument();
    // The days still on the certificate and whose status it is are both said.
    expect(button).toHaveAccessibleName("Certificate EXPIRED, 120 days remaining on the certificate; EXPIRED is the upstream's status. Renew SSL");
  });

  it("shows a loading placeholder until the instance data arrives", async () => {
    serve({ instanceData: { status: 200, body: instanceData() } });
    renderCell();

    expect(screen.getByLabelText("Loading certificate")).toBeInTheDocument();
    await findStatusButton("VALID");
    expect(screen.queryByLabelText("Loading certificate")).not.toBeInTheDocument();
  });

  it("asks a dedicated instance's /data with region, ip, lms, domain and deployment", async () => {
    serve({ instanceData: { status: 200, body: instanceData() } });
    renderCell(INSTANCE, "eu-central-1");
    await findStatusButton("VALID");

    expect(callsOf()).toHaveLength(1);
    const [call] = callsOf();
    expect([call.id, call.params]).toEqual(["instanceData", { id: INSTANCE.instanceId }]);
    expect(call.query).toEqual({
      region: "eu-central-1",
      ip: "54.12.34.56",
      lms: "moodle",
      domain: "lms.acme.example.com",
      deployment: "dedicated",
    });
  });

  it("asks a shared instance's /shared-server-data with the same query, deployment shared", async () => {
    const shared = makeInstance({ deploymentType: "shared", lms: "totara", hasLoadBalancer: true, dns: "lb-1.elb.example.com" });
    serve({ sharedServerData: { status: 200, body: instanceData({ sslDaysRemaining: 29 }) } });
    renderCell(shared);
    await findStatusButton("RENEW");

    expect(callsOf()).toHaveLength(1);
    const [call] = callsOf();
    expect([call.id, call.params]).toEqual(["sharedServerData", { id: INSTANCE.instanceId }]);
    expect(call.query).toEqual({
      region: "us-west-2",
      ip: "54.12.34.56",
      lms: "totara",
      domain: "lms.acme.example.com",
      deployment: "shared",
    });
    expect(callsOf("instanceData")).toHaveLength(0);
  });

  it("shows UNKNOWN, not a status, when the instance-data call fails", async () => {
    serve({ instanceData: { status: 502, body: { message: "The upstream did not answer in time." } } });
    renderCell();

    expect(await findChip("UNKNOWN")).toBeVisible();
    for (const status of ["VALID", "RENEW", "EXPIRED", "NO SSL"]) {
      expect(screen.queryByText(status)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole("button", { name: /^Certificate/ })).not.toBeInTheDocument();
  });
});

describe("CertificateCell, SSL renewal", () => {
  it("says exactly that renewal is not necessary for a VALID certificate, without asking or sending", async () => {
    serve({ instanceData: { status: 200, body: instanceData({ sslDaysRemaining: 45 }) } });
    const user = renderCell();
    await user.click(await findStatusButton("VALID"));

    await expectNotice("status", SSL_MESSAGES.notNecessary);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(renewals()).toHaveLength(0);
  });

  it("says renewal is not necessary for NO SSL either", async () => {
    serve({ instanceData: { status: 200, body: instanceData({ sslDaysRemaining: "NO SSL" }) } });
    const user = renderCell();
    await user.click(await findStatusButton("NO SSL"));

    await expectNotice("status", SSL_MESSAGES.notNecessary);
    expect(renewals()).toHaveLength(0);
  });

  it("asks first for a RENEW certificate, then sends the renewal and announces it with the instance's name", async () => {
    const instance = makeInstance({ cdnEnabled: true, hasLoadBalancer: true, dns: "lb-1.elb.example.com" });
    serve({
      instanceData: { status: 200, body: instanceData({ sslDaysRemaining: 29 }) },
      renewSsl: [{ status: 200, body: { success: true } }],
    });
    const user = renderCell(instance, "eu-central-1");
    await user.click(await findStatusButton("RENEW"));

    const dialog = await screen.findByRole("dialog", { name: "Renew SSL certificate" });
    expect(dialog).toHaveTextContent(SSL_MESSAGES.confirm(instance.name));
    expect(renewals()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Renew" }));

    await expectNotice("status", SSL_MESSAGES.started(instance.name));
    const posts = renewals();
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      instanceIp: "54.12.34.56",
      instanceName: "acme-lms",
      region: "eu-central-1",
      instanceInCDN: true,
    });
  });

  it("also renews an EXPIRED certificate, sending instanceInCDN false when the CDN state is unknown", async () => {
    const instance = makeInstance({ name: "beta-campus", cdnEnabled: null });
    serve({
      instanceData: { status: 200, body: instanceData({ sslDaysRemaining: -3 }) },
      renewSsl: [{ status: 200, body: {} }],
    });
    const user = renderCell(instance);
    await user.click(await findStatusButton("EXPIRED"));
    await screen.findByRole("dialog", { name: "Renew SSL certificate" });
    await user.click(screen.getByRole("button", { name: "Renew" }));

    await expectNotice("status", SSL_MESSAGES.started("beta-campus"));
    expect(renewals()[0].body).toEqual({
      instanceIp: "54.12.34.56",
      instanceName: "beta-campus",
      region: "us-west-2",
      instanceInCDN: false,
    });
  });

  it("sends nothing and says nothing when the user cancels", async () => {
    serve({ instanceData: { status: 200, body: instanceData({ sslDaysRemaining: 29 }) } });
    const user = renderCell();
    await user.click(await findStatusButton("RENEW"));
    await screen.findByRole("dialog", { name: "Renew SSL certificate" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(renewals()).toHaveLength(0);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's message when the renewal fails", async () => {
    serve({
      instanceData: { status: 200, body: instanceData({ sslDaysRemaining: 0 }) },
      renewSsl: [{ status: 500, body: { message: "Certbot failed for lms.acme.example.com" } }],
    });
    const user = renderCell();
    await user.click(await findStatusButton("EXPIRED"));
    await screen.findByRole("dialog", { name: "Renew SSL certificate" });
    await user.click(screen.getByRole("button", { name: "Renew" }));

    await expectNotice("alert", "Certbot failed for lms.acme.example.com");
    expect(screen.queryByText(SSL_MESSAGES.started(INSTANCE.name))).not.toBeInTheDocument();
    expect(renewals()).toHaveLength(1);
  });
});
