// A page's query string as a request header. The proxy sets it on every page request because
// a layout cannot read the address's query, and the instance list's layout paints the first
// rows of the view the address asks for (lib/domain/firstScreen).
export const VIEW_REQUEST_HEADER = "x-console-view";
