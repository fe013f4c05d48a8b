import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

// Debian's Chromium; a test never downloads a browser of its own.
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = CANDIDATES.find((p): p is string => !!p && fs.existsSync(p));
  if (!executablePath) throw new Error('Chromium not found: install it with `apt-get install -y chromium`');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
