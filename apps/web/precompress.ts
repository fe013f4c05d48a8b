import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|json|svg|webmanifest|txt)$/;

/**
 * Writes a .br and a .gz next to every text file of the build, once, at build time; the server sends
 * them to browsers that accept them (@fastify/static's preCompressed), so no request pays for it.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bazaar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!TEXT.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue; // Not worth a round of decompression.
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
