import sharp from 'sharp';
import type { UploadedPhoto } from '@bazaar/shared';
import type { TestApp } from './app.ts';

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipart(file: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = `----bazaar${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function jpeg(width = 640, height = 480, shade = 90): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: shade, g: 140, b: 120 } } })
    .jpeg()
    .toBuffer();
}

export async function upload(t: TestApp, cookie: string, file?: Buffer, filename?: string, type?: string) {
  const body = multipart(file ?? (await jpeg()), filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

export async function uploadIds(t: TestApp, cookie: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await upload(t, cookie, await jpeg(320, 240, 10 * i));
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    ids.push(res.json<UploadedPhoto>().id);
  }
  return ids;
}
