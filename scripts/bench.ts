// `npm run bench`: the figures docs/performance.md records. Prints one table:
//  - BFF overhead: GET /api/v1/instances through the console vs straight to `npm run upstream`,
//    measured side by side in one run (interleaved rounds, same load);
//  - the instance list at SIM_FLEET_SIZE=5000: server render time of /home/instances, the
//    route's JavaScript as transferred (gzip), and in Chromium debounce-to-paint of a search,
//    header-to-paint of a sort and Apply-to-paint of a filter;
//  - the RDS list of the same fleet (over 1,000 database servers): server render time and
//    debounce-to-paint of a search;
//  - the list as the fleet grows (1,000, 5,000, 20,000 per region): server render and HTML size,
//    a cold load's largest contentful paint, search debounce-to-paint;
//  - the usage report's two charts fed five years of daily data: answer arrived → painted;
//  - the audit trail: what recording adds to a call, and the activity page at 1,000,000 rows;
//  - the live lists (`-- live`): upstream list reads per minute with 1, 10 and 50 open lists (one
//    in Chromium, the others event streams), an upstream change → its row painted in the open
//    list and → the event at the streams, and the console's CPU with 50 open, at 20,000 instances
//    per region (LIVE_BENCH_WINDOW_SECONDS and LIVE_BENCH_CHANGES shorten a smoke run);
//  - in this process: the embedded upstream building 5,000 instances per region, and the
//    instance list's search through 5,000 rows without the page around it.
import { chromium } from "@playwright/test";
import { ensureBuild } from "./lib/ensureBuild.mjs";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import { signInToConsole } from "./bench/consoleSession";
import { ROOT, startConsole, startUpstream } from "./bench/processes";
import { alternating, load, median, type LoadResult } from "./bench/stats";
import { auditCosts } from "./bench/audit";
import { usageChartsFiveYears } from "./bench/usageCharts";
import { actionToPaint, filterToPaint, pointAndClick } from "./bench/paint";
import { listAtScale, SCALE_SIZES, type ScalePoint } from "./bench/scale";
import { serverRenders } from "./bench/serverRender";
import { inProcessFigures } from "./bench/inProcess";
import { liveFigures, LIVE_STREAMS, SAMPLE_LIMIT_MS } from "./bench/live";
import { endAll, endAllOnSignals } from "./lib/cleanup";

const ROUNDS = 6;
const PER_ROUND = 500;
/** Requests each side serves before the rounds: both servers' code compiled and their pools open. */
const WARM_UP = 500;
const CONCURRENCY = 8;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const { manager: MANAGER, admin: ADMIN } = SEED_ACCOUNT_BY_ROLE;

async function bffOverhead() {
  const upstream = await startUpstream();
  const console_ = await startConsole({ UPSTREAM_URL: upstream.url });
  try {
    const jar = await signInToConsole(console_.url, MANAGER.username, MANAGER.password);
    const signin = await fetch(`${upstream.url}/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    const { accessToken } = (await signin.json()) as { accessToken: string };
    const { totp } = await import("@/lib/sim/auth/totp");
    await fetch(`${upstream.url}/otp/validate`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ token: totp(ADMIN.totpSecret, Date.now()) }),
    });

    const viaConsole = () => fetch(`${console_.url}/api/v1/instances?region=us-west-2`, { headers: { cookie: jar.header() } });
    const direct = () => fetch(`${upstream.url}/instances?region=us-west-2`, { headers: { authorization: `Bearer ${accessToken}` } });
    await load(WARM_UP, CONCURRENCY, viaConsole);
    await load(WARM_UP, CONCURRENCY, direct);

    const results: Record<"console" | "direct", LoadResult[]> = { console: [], direct: [] };
    for (let round = 0; round < ROUNDS; round++) {
      results.direct.push(await load(PER_ROUND, CONCURRENCY, direct));
      results.console.push(await load(PER_ROUND, CONCURRENCY, viaConsole));
    }
    // One request at a time: the BFF's own latency, without queueing behind other requests.
    const [sequentialDirect, sequentialConsole] = await alternating(600, direct, viaConsole);
    // The server's own floor: an address the BFF refuses at once (404), without reading the
    // session or calling the upstream.
    const floor = await load(300, 1, () => fetch(`${console_.url}/api/v1/no-such-endpoint`), 404);
    const summary = (list: LoadResult[]) => ({
      rps: list.reduce((s, r) => s + r.requests, 0) / list.reduce((s, r) => s + r.seconds, 0),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
    });
    return { console: summary(results.console), direct: summary(results.direct), sequentialDirect, sequentialConsole, floor };
  } finally {
    await console_.stop();
    await upstream.stop();
  }
}

async function listAt5000() {
  const console_ = await startConsole({ SIM_FLEET_SIZE: "5000" });
  try {
    const jar = await signInToConsole(console_.url, MANAGER.username, MANAGER.password);
    jar.set("console-region", "us-west-2");
    const renders = (await serverRenders(console_.url, "/home/instances", jar.header())).times;
    const rdsRenders = (await serverRenders(console_.url, "/home/dbinstances", jar.header())).times;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies(jar.forBrowser(console_.url));
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on("response", (res) => {
        if (res.request().resourceType() === "script") scripts.push(res.request().sizes().then((s) => s.responseBodySize));
      });
      await page.goto(`${console_.url}/home/instances`, { waitUntil: "networkidle" });
      const jsBytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
      const filterTimes = await filterToPaint(page, "instances:filter", ["running", "t3a", "MDL_U", "198.51", "i-0", "stopped", "zz-no-match", ""]);
      const sortTimes: number[] = [];
      for (const column of ["Name", "Version", "Status", "Type", "IP", "Name"]) {
        for (let i = 0; i < 2; i++) sortTimes.push(await actionToPaint(page, "instances:filter", pointAndClick(page, page.getByRole("button", { name: column, exact: true }))));
      }
      const viewFilterTimes: number[] = [];
      for (const boxes of [["running"], ["running", "dedicated"], ["dedicated", "Moodle"], ["Moodle", "stopped"], ["stopped", "shared"], ["shared"]]) {
        await page.getByRole("button", { name: /^Filters and columns/ }).click();
        const dialog = page.getByRole("dialog", { name: "Filters and columns" });
        for (const box of boxes) await dialog.getByRole("checkbox", { name: box, exact: true }).click();
        viewFilterTimes.push(await actionToPaint(page, "instances:filter", pointAndClick(page, dialog.getByRole("button", { name: "Apply" }))));
        await dialog.waitFor({ state: "detached" });
      }

      await page.goto(`${console_.url}/home/dbinstances`, { waitUntil: "networkidle" });
      const rdsCount = await page.evaluate(() => {
        const counts = [...document.querySelectorAll('[role="status"]')].map((el) => /^(\d+) DB instances in /.exec(el.textContent ?? "")?.[1]);
        return Number(counts.find(Boolean) ?? 0);
      });
      const rdsFilterTimes = await filterToPaint(page, "dbinstances:filter", ["available", "mysql", "mdl-u", "db.t4g", "stopped", "zz-no-match", ""]);
      return {
        render: median(renders), jsKb: jsBytes / 1024, filterMedian: median(filterTimes), filterMax: Math.max(...filterTimes),
        sortMedian: median(sortTimes), sortMax: Math.max(...sortTimes), viewFilterMedian: median(viewFilterTimes), viewFilterMax: Math.max(...viewFilterTimes),
        rdsCount, rdsRender: median(rdsRenders), rdsFilterMedian: median(rdsFilterTimes), rdsFilterMax: Math.max(...rdsFilterTimes),
      };
    } finally {
      await browser.close();
    }
  } finally {
    await console_.stop();
  }
}


type Row = [string, string, string];

function bffRows(bff: Awaited<ReturnType<typeof bffOverhead>>): Row[] {
  return [
    ["GET /api/v1/instances straight to the upstream", `${bff.direct.rps.toFixed(0)} req/s, p50 ${ms(bff.direct.p50)}, p99 ${ms(bff.direct.p99)}`, ""],
    ["GET /api/v1/instances through the console (BFF)", `${bff.console.rps.toFixed(0)} req/s, p50 ${ms(bff.console.p50)}, p99 ${ms(bff.console.p99)}`, ""],
    ["BFF overhead at p50, 8 in flight (2 cores shared with the upstream)", ms(bff.console.p50 - bff.direct.p50), ""],
    ["Throughput through the BFF, share of the upstream's, 8 in flight", `${((100 * bff.console.rps) / bff.direct.rps).toFixed(0)} %`, "≥ 50 %"],
    ["BFF overhead at p50, one request at a time", `${ms(bff.sequentialConsole.p50 - bff.sequentialDirect.p50)} (${ms(bff.sequentialConsole.p50)} vs ${ms(bff.sequentialDirect.p50)})`, "< 1.5 ms"],
    ["the BFF refusing an unknown endpoint at once (no session read, no upstream call), p50", ms(bff.floor.p50), ""],
  ];
}

function listRows(list: Awaited<ReturnType<typeof listAt5000>>): Row[] {
  return [
    ["Server render of /home/instances (5,000 rows)", ms(list.render), ""],
    ["JavaScript of /home/instances, transferred (gzip)", `${list.jsKb.toFixed(1)} kB`, "< 200 kB"],
    ["Search: debounce fired → 5,000 rows filtered and painted", `median ${ms(list.filterMedian)}, max ${ms(list.filterMax)}`, "< 50 ms"],
    ["Sort: header chosen → 5,000 rows sorted and painted (name, version, state, type, IP; both ways)", `median ${ms(list.sortMedian)}, max ${ms(list.sortMax)}`, "< 50 ms"],
    ["Filter: Apply → 5,000 rows filtered by state, deployment, LMS and painted", `median ${ms(list.viewFilterMedian)}, max ${ms(list.viewFilterMax)}`, "< 50 ms"],
    [`Server render of /home/dbinstances (${list.rdsCount.toLocaleString("en-US")} DB instances)`, ms(list.rdsRender), ""],
    [`RDS search: debounce fired → ${list.rdsCount.toLocaleString("en-US")} rows filtered and painted`, `median ${ms(list.rdsFilterMedian)}, max ${ms(list.rdsFilterMax)}`, "< 50 ms"],
  ];
}

/** The performance targets (docs/performance.md) hold at the largest fleet; the smaller ones show how the cost grows. */
function scaleRows(points: ScalePoint[]): Row[] {
  const largest = Math.max(...points.map((p) => p.size));
  return points.flatMap((p) => {
    const n = p.size.toLocaleString("en-US");
    const at = (target: string) => (p.size === largest ? target : "");
    return [
      [`${n} per region: server render of /home/instances / its HTML (gzip)`, `${ms(p.render)} / ${p.htmlKb.toFixed(1)} kB`, at("HTML < 100 kB")],
      [`${n} per region: largest contentful paint, cold load (median of 3) / warm reload (median of 3)`, `${ms(p.lcp)} / ${ms(p.warmLcp)}`, at("< 350 ms")],
      [`${n} per region: search debounce fired → rows filtered and painted (median of ${p.searches})`, `median ${ms(p.searchMedian)}, max ${ms(p.searchMax)}`, at("< 16 ms")],
    ] as Row[];
  });
}

/** `npm run bench` measures everything; `npm run bench -- bff`, `-- list`, `-- scale`, `-- charts`, `-- audit`, `-- live` or `-- sim` one part. */
async function main() {
  // Ctrl-C stops the servers and removes the directories of the part being measured.
  endAllOnSignals();
  const only = process.argv[2];
  ensureBuild(ROOT);
  const rows: Row[] = [];
  if (only === undefined || only === "bff") {
    console.log("Measuring BFF overhead (60 instances per region)…");
    rows.push(...bffRows(await bffOverhead()));
  }
  if (only === undefined || only === "list") {
    console.log("Measuring the list at SIM_FLEET_SIZE=5000…");
    rows.push(...listRows(await listAt5000()));
  }
  if (only === undefined || only === "scale") {
    console.log(`Measuring the list at ${SCALE_SIZES.map((n) => n.toLocaleString("en-US")).join(", ")} instances per region…`);
    rows.push(...scaleRows(await listAtScale()));
  }
  if (only === undefined || only === "charts") {
    console.log("Measuring the usage report's charts with five years of daily data…");
    const charts = await usageChartsFiveYears();
    rows.push(["Usage report: five years of daily data arrived → both charts painted", `median ${ms(charts.median)}, max ${ms(charts.max)}`, "< 300 ms"]);
  }
  if (only === undefined || only === "audit") {
    console.log("Measuring the audit trail (1,000,000 rows in PGlite; a minute or two)…");
    const audit = await auditCosts();
    rows.push(
      ["Audit: building a forwarded call's row (copy the answer, build the row), p50", ms(audit.callPath), "< 1 ms"],
      ["Audit: chained write to PGlite, one row at a time (awaited before the answer), mean", ms(audit.perRowWrite), ""],
      [`Audit: newest 100 of ${audit.count.toLocaleString("en-US")} rows, as the store reads them (everyone / one user / one target)`, `${ms(audit.newest)} / ${ms(audit.oneUser)} / ${ms(audit.oneTarget)}`, ""],
      [`Audit: /activity server render, newest 100 of ${audit.count.toLocaleString("en-US")} rows`, ms(audit.render), "< 200 ms"],
    );
  }
  if (only === undefined || only === "live") {
    const fleet = Number(process.env.LIVE_BENCH_FLEET ?? 20_000);
    const windowSeconds = Number(process.env.LIVE_BENCH_WINDOW_SECONDS ?? 60);
    console.log(`Measuring the live lists at ${fleet.toLocaleString("en-US")} instances per region (${windowSeconds} s per count of open lists)…`);
    const changes = Number(process.env.LIVE_BENCH_CHANGES ?? 24);
    const live = await liveFigures({ fleet, windowSeconds, changes });
    const one = live.readsPerMinute[1];
    const target = (live.intervalSeconds + 1) * 1000;
    const missed = (l: { missed: number }) => (l.missed > 0 ? `, ${l.missed} not seen within ${SAMPLE_LIMIT_MS / 1000} s` : "");
    rows.push(
      [`Live: upstream list reads per minute with ${LIVE_STREAMS.join(" / ")} open lists (interval ${live.intervalSeconds} s; poll cycle with 50 open ${(live.cycleMs / 1000).toFixed(1)} s)`, LIVE_STREAMS.map((n) => live.readsPerMinute[n].toFixed(1)).join(" / "), `50 open ≤ 1.5 × one (${(one * 1.5).toFixed(1)})`],
      [`Live: upstream change → row's new state painted in the open list, 50 lists open (${live.paint.samples} changes${missed(live.paint)})`, `median ${ms(live.paint.median)}, p95 ${ms(live.paint.p95)}`, `p95 < ${target} ms`],
      [`Live: upstream change → changes event at each of the other 49 streams (${live.event.samples} arrivals${missed(live.event)})`, `median ${ms(live.event.median)}, p95 ${ms(live.event.p95)}`, ""],
      ["Live: the console's CPU with 50 lists open", `${live.cpuPercent.toFixed(1)} % of a core`, ""],
    );
  }
  if (only === undefined || only === "sim") {
    console.log("Measuring the simulated fleet's build and the search's scan in this process…");
    const sim = inProcessFigures();
    rows.push(
      ["Embedded upstream: a fleet of 5,000 instances per region built (median of 3)", ms(sim.fleetBuild), "< 2,500 ms"],
      ["Instance search through 5,000 rows, the filter alone (40 queries)", `median ${ms(sim.searchMedian)}, max ${ms(sim.searchMax)}`, "< 20 ms"],
    );
  }
  console.log(`\nBenchmark, ${new Date().toISOString().slice(0, 10)}, concurrency ${CONCURRENCY}, ${ROUNDS}×${PER_ROUND} requests per side\n`);
  console.log("| measure | result | target |\n|---|---|---|");
  for (const [what, result, target] of rows) console.log(`| ${what} | ${result} | ${target} |`);
}

main().catch(async (err: unknown) => {
  console.error(err);
  await endAll();
  process.exit(1);
});
