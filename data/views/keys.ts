// Where the saved views are cached: the list route's own URL, one list per signed-in browser.
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import { apiKey } from "@/data/core/apiKey";

export const SAVED_VIEWS_KEY = apiKey(consoleRoutes.listViews, {});
