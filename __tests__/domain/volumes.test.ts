// Volume rules (spec 1 §2, §3, §4, §9): resizable volumes, increments, the root device, order.
import { isResizableVolume, isRootDevice, RESIZE_INCREMENTS_GIB, resizedSize, sortVolumes, VOLUME_MESSAGES } from "@/lib/domain/volumes";

it("offers +5, +10, +20, +50 and +100 GB", () => {
  expect([...RESIZE_INCREMENTS_GIB]).toEqual([5, 10, 20, 50, 100]);
});

it("resizes vol- volumes only: an nfs4 share or other id is not resizable", () => {
  expect(isResizableVolume("vol-0a1b2c3d4e5f60718")).toBe(true);
  expect(isResizableVolume("fs-0123456789abcdef0")).toBe(false);
  expect(isResizableVolume("nfs4")).toBe(false);
  expect(isResizableVolume("VOL-1")).toBe(false);
});

it("makes the new size the current size plus the increment", () => {
  expect(resizedSize(50, 10)).toBe(60);
  expect(resizedSize(8, 100)).toBe(108);
  expect(resizedSize(null, 10)).toBeNull();
  expect(resizedSize(16380, 5)).toBeNull();
});

it("knows /dev/xvda as the root device", () => {
  expect(isRootDevice("/dev/xvda")).toBe(true);
  expect(isRootDevice("/dev/xvdf")).toBe(false);
});

it("sorts by instance id, the root device first within one", () => {
  const rows = [
    { instanceId: "i-2", partition: "/dev/sdf", volumeId: "vol-c" },
    { instanceId: "i-1", partition: "/dev/sdg", volumeId: "vol-b" },
    { instanceId: "i-1", partition: "/dev/xvda", volumeId: "vol-z" },
  ];
  expect(sortVolumes(rows).map((r) => r.volumeId)).toEqual(["vol-z", "vol-b", "vol-c"]);
});

it("uses the spec's messages", () => {
  expect(VOLUME_MESSAGES.resized).toBe("The volume size has been modified successfully...");
  expect(VOLUME_MESSAGES.loadVolumeFailed).toBe("An error has occurred. Failed to load volume information.");
  expect(VOLUME_MESSAGES.loadVolumesFailed).toBe("An error has occurred. Failed to load volumes.");
});
