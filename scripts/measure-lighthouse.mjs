#!/usr/bin/env node
// Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) on the
// real built server. Prints the performance, accessibility, best-practices and SEO scores.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from './lib/server.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const server = await startServer({ port: 3202 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const path of paths) {
    const result = await lighthouse(`${server.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const { categories, audits } = result.lhr;
    const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
    console.log(
      `${path}: performance ${score('performance')}, accessibility ${score('accessibility')}, best-practices ${score('best-practices')}, seo ${score('seo')}; ` +
        `FCP ${audits['first-contentful-paint'].displayValue}, LCP ${audits['largest-contentful-paint'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue}`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
