import type { Readable } from 'node:stream';

/**
 * The few parts of the tar format (POSIX ustar) a backup needs: regular files with short relative
 * names, written one after another and read back in order. Small enough to own, and it keeps the
 * archive readable by any `tar -xzf`.
 */
const BLOCK = 512;

function field(buf: Buffer, offset: number, length: number, value: string) {
  buf.write(value, offset, length, 'utf8');
}

function octal(buf: Buffer, offset: number, length: number, value: number) {
  field(buf, offset, length, value.toString(8).padStart(length - 1, '0') + '\0');
}

/** The 512-byte header of one file entry. */
export function tarHeader(name: string, size: number, mtime: Date = new Date()): Buffer {
  const header = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    // ustar keeps up to 155 more bytes of the folders in a prefix field.
    const cut = name.lastIndexOf('/', name.length - 1);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155)
      throw new Error(`name too long for the archive: ${name}`);
  }
  field(header, 0, 100, base);
  octal(header, 100, 8, 0o644);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, size);
  octal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.fill(' ', 148, 156); // the checksum counts its own field as spaces
  field(header, 156, 1, '0');
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  field(header, 345, 155, prefix);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
  return header;
}

/** Zero bytes that round a file's data up to whole blocks. */
export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Two empty blocks end an archive. */
export const tarEnd = () => Buffer.alloc(BLOCK * 2);

export interface TarEntry {
  name: string;
  data: Buffer;
}

function readString(buf: Buffer, offset: number, length: number) {
  const raw = buf.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** Reads the entries of an (already uncompressed) tar stream in order; each file whole in memory. */
export async function* readTar(stream: Readable): AsyncGenerator<TarEntry> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;

  async function take(n: number): Promise<Buffer | undefined> {
    while (pendingBytes < n) {
      const next = await iterator.next();
      if (next.done) return undefined;
      pending.push(next.value);
      pendingBytes += next.value.length;
    }
    const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    const out = all.subarray(0, n);
    pending = n < all.length ? [all.subarray(n)] : [];
    pendingBytes = all.length - n;
    return out;
  }

  for (;;) {
    const header = await take(BLOCK);
    if (!header) throw new Error('the archive ends before its end marker: it is incomplete');
    if (header.every((b) => b === 0)) return;
    const stored = Number.parseInt(readString(header, 148, 8).trim(), 8);
    header.fill(' ', 148, 156);
    let sum = 0;
    for (const byte of header) sum += byte;
    if (sum !== stored) throw new Error('the archive is damaged (a header checksum does not match)');
    const size = Number.parseInt(readString(header, 124, 12).trim() || '0', 8);
    const prefix = readString(header, 345, 155);
    const base = readString(header, 0, 100);
    const type = readString(header, 156, 1) || '0';
    const data = await take(size + tarPadding(size).length);
    if (!data) throw new Error('the archive ends in the middle of a file: it is incomplete');
    if (type === '0')
      yield { name: prefix ? `${prefix}/${base}` : base, data: Buffer.from(data.subarray(0, size)) };
  }
}
