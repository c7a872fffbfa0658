// /activity: inside the console's signed-in frame, as /home.
export { default } from "@/app/home/scopedLayout";
