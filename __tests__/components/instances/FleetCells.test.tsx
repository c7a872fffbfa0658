/** @jest-environment jsdom */
// The SSL days column beside the Certificate column: where the upstream's certificate status
// differs from the day count's (a certificate revoked early reads EXPIRED with days left), the
// days say whose status the Certificate column shows, so the two never contradict unexplained.
import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import FleetCells from "@/components/instances/fleet/FleetCells";
import type { InstanceData } from "@/lib/contract/schemas/instance";
import { makeInstance } from "./fixtures";
import { serveApi } from "../serveApi";

function renderSslDays(data: Partial<InstanceData>) {
  serveApi({ instanceData: { status: 200, body: { isElasticIp: true, isOutOfSupport: false, version: "4.3.3", sslDaysRemaining: 45, ...data } } });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <table>
        <tbody>
          <tr>
            <FleetCells instance={makeInstance()} region="us-west-2" columns={["ssl"]} />
          </tr>
        </tbody>
      </table>
    </SWRConfig>,
  );
}

test("days under the upstream's differing status say it is the upstream's", async () => {
  renderSslDays({ sslDaysRemaining: 120, state: "EXPIRED" });
  const cell = await screen.findByRole("cell", { name: /^120/ });
  expect(cell).toHaveTextContent("120upstream: EXPIRED");
  expect(cell).toHaveAttribute("title", "120 days left on the certificate; the upstream's status is EXPIRED");
});

test("days that agree with the status are the days alone", async () => {
  renderSslDays({ sslDaysRemaining: 120, state: "VALID" });
  const cell = await screen.findByRole("cell", { name: "120" });
  expect(cell).toHaveTextContent(/^120$/);
});
