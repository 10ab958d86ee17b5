// Prints Lighthouse 12's mobile figures for the home page, served by the real
// portal from the production build: performance and accessibility scores,
// the paint timings behind them, and the bytes sent compressed.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPortal } from './portal-process.ts';

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PAGES = ['/igrs/', '/igrs/EClandingPage'];
const RUNS = 3;

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
  renderBlocking: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const portal = await startPortal();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
try {
  console.log(`Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs`);
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${portal.baseUrl}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits } = result.lhr;
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcp: audits['first-contentful-paint']?.numericValue ?? 0,
        lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: audits['total-blocking-time']?.numericValue ?? 0,
        bytes: audits['total-byte-weight']?.numericValue ?? 0,
        renderBlocking: (audits['render-blocking-resources']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
      });
    }
    const pick = (key: keyof Run) => median(runs.map((entry) => entry[key]));
    console.log(
      `${page}: performance ${pick('performance')}, accessibility ${pick('accessibility')}; FCP ${(pick('fcp') / 1000).toFixed(2)} s, LCP ${(pick('lcp') / 1000).toFixed(2)} s, TBT ${pick('tbt').toFixed(0)} ms; ${(pick('bytes') / 1024).toFixed(0)} KB sent; ${pick('renderBlocking')} render-blocking resources`,
    );
  }
} finally {
  chrome.kill();
  await portal.stop();
}
