// /admin/… (spec 3 §2.9): inside the console's signed-in frame, as /home — the current user is
// loaded on entry and a failed load returns to sign-in.
export { default } from "@/app/home/scopedLayout";
