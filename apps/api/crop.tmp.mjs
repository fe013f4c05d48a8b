import sharp from 'sharp';
const [, , src, top, height, out] = process.argv;
const meta = await sharp(src).metadata();
await sharp(src).extract({ left: 0, top: +top, width: meta.width, height: Math.min(+height, meta.height - +top) }).toFile(out);
