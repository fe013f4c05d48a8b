import path from 'node:path';

/** In CI each run also writes a JSON report, so one closing line can count every test of the build. */
export function reporters() {
  const dir = process.env.VITEST_JSON_DIR;
  if (!dir) return ['default'];
  return ['default', ['json', { outputFile: path.join(dir, `${Date.now()}-${process.pid}.json`) }]] as const;
}
