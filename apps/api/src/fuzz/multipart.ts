import zlib from 'node:zlib';
import fc from 'fast-check';
import { hostileString } from './values.ts';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG that claims to be 100 000 × 100 000 pixels: a decompression bomb's header. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>1</script></svg>',
);

/** File contents: a real photo cut short or corrupted, things that only pretend to be photos. */
function fileContent(jpeg: Buffer): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.constant(jpeg),
    fc.integer({ min: 0, max: jpeg.length - 1 }).map((n) => jpeg.subarray(0, n)),
    fc
      .tuple(fc.integer({ min: 2, max: jpeg.length - 1 }), fc.uint8Array({ minLength: 1, maxLength: 64 }))
      .map(([at, junk]) =>
        Buffer.concat([jpeg.subarray(0, at), Buffer.from(junk), jpeg.subarray(at + junk.length)]),
      ),
    fc.constant(Buffer.from([0xff, 0xd8, 0xff])),
    fc.constant(pngBomb()),
    fc.constant(SVG),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 4096 }).map((a) => Buffer.from(a)),
    hostileString.map((s) => Buffer.from(s)),
  );
}

const FILENAMES = [
  'photo.jpg',
  'photo.JPG',
  'not-an-image.jpg',
  '../../../etc/passwd.jpg',
  '😀.jpg',
  'a\u0000b.jpg',
  'a"b.jpg',
  '',
  `${'n'.repeat(10_000)}.jpg`,
  'photo.jpg\r\nContent-Type: text/html',
];
const PART_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/svg+xml', 'text/plain', '', 'x/y; a=b'];

interface Part {
  name: string;
  filename: string | undefined;
  type: string | undefined;
  content: Buffer;
}

const part = (jpeg: Buffer): fc.Arbitrary<Part> =>
  fc.record({
    name: fc.oneof(
      { weight: 6, arbitrary: fc.constant('file') },
      { weight: 1, arbitrary: fc.constantFrom('', 'photo', 'file[]', 'n'.repeat(100_000)) },
      { weight: 1, arbitrary: hostileString },
    ),
    filename: fc.option(fc.oneof(fc.constantFrom(...FILENAMES), hostileString), { nil: undefined, freq: 5 }),
    type: fc.option(fc.constantFrom(...PART_TYPES), { nil: undefined, freq: 5 }),
    content: fileContent(jpeg),
  });

function encodeParts(boundary: string, parts: Part[], close: boolean): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    if (p.type !== undefined) head += `\r\nContent-Type: ${p.type}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), p.content, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARIES = [
  '----fuzz7MA4YWxkTrZu0gW',
  'x',
  'a'.repeat(70),
  'a'.repeat(5000),
  '"quoted"',
  'has space',
  '',
];

/** multipart/form-data bodies: mostly well-formed around bad files, some broken in their framing. */
export function multipartBody(jpeg: Buffer): fc.Arbitrary<{ contentType: string; payload: Buffer }> {
  return fc
    .record({
      boundary: fc.constantFrom(...BOUNDARIES),
      declared: fc.option(fc.constantFrom(...BOUNDARIES, 'other'), { nil: undefined, freq: 3 }),
      parts: fc.array(part(jpeg), { minLength: 0, maxLength: 3 }),
      close: fc.boolean(),
      cutAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined, freq: 4 }),
      bareType: fc.boolean(),
    })
    .map(({ boundary, declared, parts, close, cutAt, bareType }) => {
      let payload = encodeParts(boundary, parts, close);
      if (cutAt !== undefined) payload = payload.subarray(0, Math.floor(payload.length * cutAt));
      const header = declared ?? boundary;
      return {
        contentType:
          bareType && declared !== undefined
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${header}`,
        payload,
      };
    });
}
