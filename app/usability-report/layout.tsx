// /usability-report (spec 3 §2.2): inside the console's signed-in frame — the current user is
// loaded on entry and a failed load returns to sign-in (spec 3 §2.1), as under /home.
export { default } from "@/app/home/scopedLayout";
