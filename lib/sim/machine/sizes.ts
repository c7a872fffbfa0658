// EC2 sizes as the servers see them: memory, vCPUs and architecture, so metrics, service
// status and apt output follow the size (a resize shows up in all three).

/** Nominal memory in MiB by size suffix, the same across t2, t3, t3a and t4g. */
const BURSTABLE_MIB: Record<string, number> = {
  nano: 512, micro: 1024, small: 2048, medium: 4096, large: 8192, xlarge: 16384, "2xlarge": 32768,
};
const BURSTABLE_VCPUS: Record<string, number> = { nano: 2, micro: 2, small: 2, medium: 2, large: 2, xlarge: 4, "2xlarge": 8 };
const M5: Record<string, { mib: number; vcpus: number }> = {
  large: { mib: 8192, vcpus: 2 }, xlarge: { mib: 16384, vcpus: 4 }, "2xlarge": { mib: 32768, vcpus: 8 },
};

export interface SizeInfo {
  /** What the instance type promises, in MiB. */
  nominalMib: number;
  /** What `free -m` reports: the kernel keeps a slice for itself. */
  totalMb: number;
  vcpus: number;
  arch: "x86_64" | "arm64";
}

export function sizeInfo(instanceType: string): SizeInfo {
  const [family = "t3", suffix = "medium"] = instanceType.split(".");
  const m5 = family === "m5" ? M5[suffix] : undefined;
  const nominalMib = m5?.mib ?? BURSTABLE_MIB[suffix] ?? 4096;
  const vcpus = m5?.vcpus ?? BURSTABLE_VCPUS[suffix] ?? 2;
  // Roughly what Ubuntu on EC2 reports: ~4 % plus a fixed ~60 MiB go to the kernel and firmware.
  const totalMb = Math.round(nominalMib * 0.96 - 60);
  return { nominalMib, totalMb, vcpus, arch: family === "t4g" ? "arm64" : "x86_64" };
}
