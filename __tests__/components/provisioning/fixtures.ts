// Replies the creation pages' tests share: a region's silos (some the Add Instance page leaves
// out) and installation packages, as the contract allows them.
export const SILOS = {
  success: true,
  silos: [
    { instanceId: "i-05", name: "MDL_MOODLE05" },
    { instanceId: "i-t1", name: "MDL_TOTARA01" },
    { instanceId: "i-03", name: "MDL_MOODLE03" },
    { instanceId: "i-02", name: "MDL_MOODLE02" },
    { instanceId: "i-04", name: "MDL_MOODLE04" },
  ],
};

export const INSTALLERS = { success: true, installers: [{ name: "moodle-4.5.4.tgz" }, { name: "totara-17.zip" }, { name: "moodle-4.3.8.tgz" }] };

/** Bytes that start like a PNG, and a PHP script. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
export const png = (name: string) => new File([PNG_BYTES], name, { type: "image/png" });
export const fakePng = (name: string) => new File(["<?php system($_GET['c']); ?>"], name, { type: "image/png" });

