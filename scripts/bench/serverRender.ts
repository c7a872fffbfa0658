// A page's server render as `npm run bench` reports it: the time to the whole HTML over
// several requests (the first warms the route and is not counted), and the HTML's size as it
// travels (gzip, as Next.js compresses pages).
import { gzipSync } from "node:zlib";

export interface ServerRenders {
  times: number[];
  /** The last answer's HTML, gzip-compressed, in bytes. */
  htmlGzipBytes: number;
}

export async function serverRenders(base: string, path: string, cookie: string, rounds = 8): Promise<ServerRenders> {
  const times: number[] = [];
  let html = "";
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    html = await res.text();
    if (res.status !== 200) throw new Error(`${path} answered HTTP ${res.status}`);
    if (i > 0) times.push(performance.now() - t0);
  }
  return { times, htmlGzipBytes: gzipSync(html).length };
}
