import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const p of process.argv.slice(2)) {
  const r = await lighthouse('http://127.0.0.1:4317' + p, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
  const lhr = r!.lhr;
  console.log(p, lhr.runtimeError?.code ?? '', Math.round((lhr.categories.performance?.score ?? 0) * 100), ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift'].map(k => lhr.audits[k]?.displayValue).join(' | '));
  (await import('node:fs')).writeFileSync(`/tmp/i14a-lh-${p.replace(/\W+/g,'_')}.json`, JSON.stringify(lhr));
}
chrome.kill();
