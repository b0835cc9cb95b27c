// `npm run lighthouse`: starts the built server on a fresh DATA_DIR with the demo content (with
// `-- --large`, plus `npm run seed:large`), runs
// Lighthouse (its mobile preset) in Debian's Chromium on `/`, `/writing`, an article and
// `/just-for-fun`, and prints each page's scores, layout shift and first-visit JavaScript beside the
// targets of docs/performance.md. LIGHTHOUSE_RUNS (default 3) runs per page, medians printed;
// LIGHTHOUSE_PORT (default 4210); CHROME_PATH (default /usr/bin/chromium); LIGHTHOUSE_REPORT_DIR
// (unset: none) keeps each run's full JSON report there, to read where the time went.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  ensureBuild,
  log,
  median,
  moveNewsletterDay,
  signIn,
  startServer,
  withLargeData,
} from './built-server.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const large = process.argv.includes('--large');
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4210);
const base = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Budget of the JavaScript a public page loads on its first visit, gzipped, React included. */
const JS_BUDGET_KB = 120;
/** Budget of the total blocking time under the mobile preset's slower CPU, median of the runs. */
const TBT_BUDGET_MS = 50;
// The flags the machine's Chromium needs headless (the same as the browser tests').
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface PageFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  /** Same-origin scripts the page loaded, by URL. */
  scripts: string[];
  failedAudits: string[];
  /** The lab metrics behind the performance score, in ms. */
  metrics: Record<(typeof METRICS)[number], number>;
}

// What the performance score is made of (Lighthouse 13 weights: TBT 30 %, LCP 25 %, CLS 25 %,
// FCP 10 %, Speed Index 10 %), printed so a low score says where its time went.
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
] as const;

async function audit(port: number, url: string, attempt = 1): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    fs.writeFileSync(path.join(REPORT_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    // Lighthouse's own trace recording fails now and then (NO_NAVSTART) and asks to run again.
    if (attempt < 3) {
      log(`  (${url}: ${lhr.runtimeError.code}; run again)`);
      return audit(port, url, attempt + 1);
    }
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as PageFigures['scores'];
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
  )?.items;
  const scripts = (requests ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(base))
    .map((item) => item.url);
  const failedAudits = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  return {
    scores,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scripts,
    failedAudits,
    metrics: Object.fromEntries(
      METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as PageFigures['metrics'],
  };
}

/** The gzipped size of the scripts, as the budget counts it (whatever encoding the server chose). */
async function gzippedKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nabj-lighthouse-'));
  log(
    `Lighthouse ${RUNS}× per page (mobile preset) on the built server with the demo content${large ? ' and seed:large' : ''}; ` +
      `load average ${os.loadavg()[0]!.toFixed(2)}; data in ${dataDir}`,
  );
  let server = await startServer({ dataDir, port: PORT });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  let passed = 0;
  let failed = 0;
  const check = (ok: boolean) => {
    if (ok) passed++;
    else failed++;
    return ok ? 'pass' : 'FAIL';
  };
  try {
    await moveNewsletterDay(base, await signIn(base));
    if (large) server = await withLargeData(server, { dataDir, port: PORT });
    const [article] = (await (await fetch(`${base}/api/articles?limit=1`)).json()) as { id: number }[];
    const pages = ['/', '/writing', `/article/${article!.id}`, '/just-for-fun'];
    for (const page of pages) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, `${base}${page}`));
      const score = (id: (typeof CATEGORIES)[number]) => median(runs.map((run) => run.scores[id]));
      const cls = median(runs.map((run) => run.cls));
      const js = await gzippedKb(runs[0]!.scripts);
      const performance = score('performance');
      const performanceRuns = runs.map((run) => run.scores.performance);
      const tbt = median(runs.map((run) => run.metrics['total-blocking-time']));
      log(`\n${page}`);
      log(
        `  performance     ${String(performance).padStart(5)}   target 100, no run under 98 ${check(performance === 100 && Math.min(...performanceRuns) >= 98)} (runs: ${performanceRuns.join(', ')})`,
      );
      for (const id of ['accessibility', 'best-practices', 'seo'] as const)
        log(
          `  ${id.padEnd(15)} ${String(score(id)).padStart(5)}   target 100                  ${check(score(id) === 100)}`,
        );
      log(
        `  CLS             ${cls.toFixed(3).padStart(5)}   target 0                    ${check(cls.toFixed(3) === '0.000')}`,
      );
      log(
        `  blocking time   ${String(Math.round(tbt)).padStart(5)} ms target ≤ ${TBT_BUDGET_MS} ms             ${check(tbt <= TBT_BUDGET_MS)}`,
      );
      log(
        `  JavaScript      ${js.toFixed(1).padStart(5)} KB gzipped in ${new Set(runs[0]!.scripts).size} files, target ≤ ${JS_BUDGET_KB} KB   ${check(js <= JS_BUDGET_KB)}`,
      );
      log(
        `  metrics         ${METRICS.map((id) => `${id.replace(/-/g, ' ')} ${Math.round(median(runs.map((run) => run.metrics[id])))} ms`).join(', ')}`,
      );
      const notPassing = [...new Set(runs.flatMap((run) => run.failedAudits))];
      if (notPassing.length > 0) log(`  audits not passed in some run: ${notPassing.join(', ')}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  log(`\n${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
