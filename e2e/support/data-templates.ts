import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps the data folders filled by a first start, one per demo size (support/server.ts). */
    dataTemplates: string;
  }
}

/** One folder of filled data templates per run, removed when the run ends. */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-e2e-templates-'));
  project.provide('dataTemplates', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
