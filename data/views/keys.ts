// Where the saved views are cached: the route's own URL, one list per signed-in browser.
import { SAVED_VIEWS_API } from "@/lib/domain/savedViews";

export const SAVED_VIEWS_KEY = SAVED_VIEWS_API;
