import { launchBrowser } from './support/browser.ts';
const browser = await launchBrowser();
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:4317' + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const { profile } = await cdp.send('Profiler.stop');
const self = new Map<string, number>();
const byUrl = new Map<string, number>();
const dt = profile.timeDeltas!;
const counts = new Map<number, number>();
profile.samples!.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const node of profile.nodes) {
  const t = (counts.get(node.id) ?? 0) / 1000;
  const f = node.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + t);
  const u = f.url.split('/').pop() || f.functionName;
  byUrl.set(u, (byUrl.get(u) ?? 0) + t);
}
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
console.log('--');
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
await browser.close();
