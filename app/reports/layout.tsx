// /reports/… (spec 3 §2.1, §2.4): inside the console's signed-in frame — the current user is
// loaded on entry and a failed load returns to sign-in, as under /home.
export { default } from "@/app/home/scopedLayout";
