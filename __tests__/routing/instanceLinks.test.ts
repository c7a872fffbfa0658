import type { Instance } from "@/lib/contract/schemas/instance";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import { instanceLinks } from "@/lib/routing/instanceLinks";

const base: Instance = {
  instanceId: "i-0abc",
  name: "acme",
  state: "running",
  instaceType: "t3.medium",
  publicIpAddress: "10.0.0.5",
  hasLoadBalancer: false,
  dns: null,
  lms: "Moodle",
  domain: "acme.example.com",
  deploymentType: "dedicated",
  version: "4.3",
  cdnEnabled: null,
};

describe("instanceAddress", () => {
  it("uses the load-balancer DNS name when there is a load balancer and a name", () => {
    expect(instanceAddress({ hasLoadBalancer: true, dns: "lb-1.elb.amazonaws.com", publicIpAddress: "10.0.0.5" })).toBe(
      "lb-1.elb.amazonaws.com",
    );
  });

  it("falls back to the public IP without a load balancer or without a DNS name", () => {
    expect(instanceAddress({ hasLoadBalancer: false, dns: "lb-1.elb.amazonaws.com", publicIpAddress: "10.0.0.5" })).toBe(
      "10.0.0.5",
    );
    expect(instanceAddress({ hasLoadBalancer: true, dns: null, publicIpAddress: "10.0.0.5" })).toBe("10.0.0.5");
    expect(instanceAddress({ hasLoadBalancer: true, dns: "", publicIpAddress: "10.0.0.5" })).toBe("10.0.0.5");
  });
});

describe("instanceLinks", () => {
  it("builds the five modal hrefs with the IP", () => {
    expect(instanceLinks(base)).toEqual({
      actions: "/home/instances/actions/i-0abc/acme/dedicated",
      commands: "/home/instances/commands/i-0abc/10.0.0.5/acme",
      uploads: "/home/instances/updloads/i-0abc/10.0.0.5/Moodle",
      information: "/home/instances/information/i-0abc/10.0.0.5/acme/dedicated/4.3",
      upgrade: "/home/instances/upgrade/i-0abc/10.0.0.5/acme/dedicated",
    });
  });

  it("uses the load-balancer DNS name as the address", () => {
    const links = instanceLinks({ ...base, hasLoadBalancer: true, dns: "lb.example.net" });
    expect(links.commands).toBe("/home/instances/commands/i-0abc/lb.example.net/acme");
    expect(links.uploads).toBe("/home/instances/updloads/i-0abc/lb.example.net/Moodle");
    expect(links.information).toBe("/home/instances/information/i-0abc/lb.example.net/acme/dedicated/4.3");
    expect(links.upgrade).toBe("/home/instances/upgrade/i-0abc/lb.example.net/acme/dedicated");
  });

  it("encodes every segment of odd names and versions", () => {
    const links = instanceLinks({ ...base, name: "a/b c?#%", version: "4.3+" });
    expect(links.actions).toBe("/home/instances/actions/i-0abc/a%2Fb%20c%3F%23%25/dedicated");
    expect(links.information).toBe("/home/instances/information/i-0abc/10.0.0.5/a%2Fb%20c%3F%23%25/dedicated/4.3%2B");
    expect(decodeURIComponent(links.actions.split("/")[5])).toBe("a/b c?#%");
  });

  it.each([null, ""])("leaves out the version segment when the version is %p", (version) => {
    expect(instanceLinks({ ...base, version }).information).toBe(
      "/home/instances/information/i-0abc/10.0.0.5/acme/dedicated",
    );
  });

  it("uses - when there is no address", () => {
    const links = instanceLinks({ ...base, state: "stopped", publicIpAddress: "" });
    expect(links.commands).toBe("/home/instances/commands/i-0abc/-/acme");
    expect(links.upgrade).toBe("/home/instances/upgrade/i-0abc/-/acme/dedicated");
  });
});
