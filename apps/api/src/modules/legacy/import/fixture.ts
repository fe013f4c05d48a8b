import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ANY_ADDRESS, fetchPhoto, PHOTO_FETCH_LIMITS } from './fetch-photo.ts';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture/db.json');

/** The original product's db.json with its dirt, its photo URLs pointing at `photoHost`. */
export function fixtureDatabase(photoHost: string): Record<string, unknown[]> {
  return JSON.parse(fs.readFileSync(FIXTURE, 'utf8').replaceAll('PHOTO_HOST', photoHost));
}

export interface PhotoServer {
  host: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * The old site's photo host, on 127.0.0.1: JPEGs for /img/*.jpg, except missing.jpg (404) and
 * not-a-photo.jpg (text that claims to be an image).
 */
export async function startPhotoServer(): Promise<PhotoServer> {
  const jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 0, g: 47, b: 52 } },
  })
    .jpeg()
    .toBuffer();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/img/missing.jpg' || !req.url?.startsWith('/img/')) return res.writeHead(404).end('no');
    if (req.url === '/img/not-a-photo.jpg')
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('hello');
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Fetches photos as an import with --allow-private-addresses does: the fixture's host is on this machine. */
export const fetchFromThisMachine = (url: string) =>
  fetchPhoto(url, { ...PHOTO_FETCH_LIMITS, allowAddress: ANY_ADDRESS });
