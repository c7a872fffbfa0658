// What Next hands a route page: its params (still percent-encoded; the table decodes them)
// and its query. Typed loosely on purpose: the route table, not the folder names, decides
// what a valid URL is.
export interface RoutePageProps {
  params: Promise<Record<string, string | string[] | undefined>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}
