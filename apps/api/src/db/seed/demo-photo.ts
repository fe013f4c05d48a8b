import { findCategory } from '@bazaar/shared';
import sharp from 'sharp';
import { hsl, type Drawing, type Paint } from './art-kit.ts';
import * as t from './art-things.ts';
import * as v from './art-vehicles.ts';
import { Rng, mixSeed } from './random.ts';

export const DEMO_PHOTO_WIDTH = 1280;
export const DEMO_PHOTO_HEIGHT = 960;

const BY_CATEGORY: Record<string, Drawing> = {
  cars: v.car,
  motorcycles: v.motorcycle,
  scooters: v.scooter,
  'commercial-vehicles': v.truck,
  bicycles: v.bicycle,
  'bike-spare-parts': t.gear,
  'commercial-spare-parts': t.gear,
  'mobile-phones': t.phone,
  tablets: t.tablet,
  'mobile-accessories': t.headphones,
  'lands-plots': t.land,
  'shops-offices-for-rent': t.shop,
  'shops-offices-for-sale': t.shop,
  'kitchen-appliances': t.fridge,
  'computers-laptops': t.laptop,
  'cameras-lenses': t.camera,
  'tvs-video-audio': t.tv,
  'games-entertainment': t.gamepad,
  'sofa-dining': t.sofa,
  'beds-wardrobes': t.bed,
  'kids-furniture': t.crib,
  'home-decor': t.plant,
  'men-fashion': t.shirt,
  'women-fashion': t.dress,
  'kids-fashion': (p) => `<g transform="scale(0.72)">${t.shirt(p)}</g>`,
  books: t.books,
  'sports-equipment': t.sport,
  'musical-instruments': t.guitar,
  'gym-fitness': t.dumbbell,
  dogs: t.paw,
  'other-pets': t.paw,
  'fish-aquarium': t.fish,
  'pet-food-accessories': t.bowl,
  'education-classes': t.mortarboard,
  'tours-travel': t.mountains,
  'electronics-repair': t.tools,
  'other-services': t.tools,
  'packers-movers': t.boxes,
};
const BY_GROUP: Record<string, Drawing> = { jobs: t.briefcase, properties: t.house, services: t.tools };

/** How far below its centre each drawing stands on the floor, so the shadow lands under it. */
const BASE = new Map<Drawing, number>([
  [v.car, 94],
  [v.motorcycle, 126],
  [v.scooter, 120],
  [v.truck, 102],
  [v.bicycle, 130],
  [t.house, 150],
  [t.building, 195],
  [t.shop, 150],
  [t.land, 140],
  [t.phone, 180],
  [t.tablet, 150],
  [t.laptop, 96],
  [t.fridge, 200],
  [t.crib, 160],
  [t.plant, 170],
  [t.shirt, 170],
  [t.dress, 180],
  [t.guitar, 200],
  [t.dumbbell, 90],
  [t.fish, 90],
  [t.books, 120],
]);
const DEFAULT_BASE = 130;

function drawingFor(category: string, rng: Rng): Drawing {
  if (category === 'houses-for-sale' || category === 'houses-for-rent')
    return rng.chance(0.5) ? t.house : t.building;
  return BY_CATEGORY[category] ?? BY_GROUP[findCategory(category)?.group ?? ''] ?? t.boxes;
}

// Real vehicle paint colours; other objects get any hue.
const VEHICLE_PAINT = [
  '#c0392b',
  '#1f3a5f',
  '#f2f2ef',
  '#8d949a',
  '#2e86de',
  '#24282b',
  '#7b2d3b',
  '#d35400',
  '#2f8f5b',
];
const VEHICLES = new Set(['cars', 'motorcycles', 'scooters', 'commercial-vehicles', 'bicycles']);

/** The shots of one ad: a full view, close-ups, the other side, a wider view … like a seller's photos. */
const SHOTS = [
  { scale: 1.55, dx: 0, dy: 0, flip: 1, rotate: 0 },
  { scale: 2.5, dx: -170, dy: 60, flip: 1, rotate: 0 },
  { scale: 1.5, dx: 20, dy: 10, flip: -1, rotate: 0 },
  { scale: 2.9, dx: 220, dy: 110, flip: 1, rotate: -6 },
  { scale: 1.15, dx: -140, dy: 30, flip: 1, rotate: 0 },
  { scale: 1.8, dx: 90, dy: -10, flip: -1, rotate: 5 },
] as const;

function hashText(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface DemoPhotoInput {
  category: string;
  /** The ad's seed (e.g. its id): decides the colours and which drawing. */
  seed: number;
  title: string;
  /** Photo number within the ad: decides the framing (full view, close-up, other side …). */
  index: number;
}

/**
 * The SVG of a demo photo, drawn on a 1280 × 960 canvas and scaled to `width` (4:3). Rendering the
 * SVG straight at a target size is the cheapest way to a thumbnail: no decode, no resize.
 */
export function demoPhotoSvg(input: DemoPhotoInput, width = DEMO_PHOTO_WIDTH): string {
  // The ad's own stream picks its colours and drawing; the index only changes the shot.
  const ad = new Rng(mixSeed(input.seed, hashText(input.title), hashText(input.category)));
  const shotRng = new Rng(mixSeed(input.seed, input.index, 0x9e37));
  const draw = drawingFor(input.category, ad);
  const hue = ad.int(0, 359);
  const wallHue = (ad.int(0, 359) + input.index * 14) % 360;
  const main = VEHICLES.has(input.category) ? ad.pick(VEHICLE_PAINT) : hsl(hue, 0.55, 0.5);
  const wall = hsl(wallHue, 0.22, 0.84 - (input.index % 3) * 0.04);
  const paint: Paint = { main, shade: hsl(hue, 0.45, 0.34), ink: '#23272b', glass: '#cfe4f2', wall };
  const shot = SHOTS[input.index % SHOTS.length]!;
  const scale = shot.scale * shotRng.range(0.94, 1.06);
  const cx = 640 + shot.dx + shotRng.int(-30, 30);
  const cy = 470 + shot.dy + shotRng.int(-20, 20);
  const ground = cy + (BASE.get(draw) ?? DEFAULT_BASE) * scale;
  const horizon = Math.max(
    300,
    Math.min(880, Math.round(ground - shotRng.range(70, 150) * Math.sqrt(scale))),
  );
  const floorTone = hsl(wallHue, 0.18, 0.6);
  const floorEdge = hsl(wallHue, 0.16, 0.52);
  const light = hsl(wallHue, 0.2, 0.9);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * 3) / 4)}" viewBox="0 0 1280 960">` +
    `<rect width="1280" height="960" fill="${wall}"/>` +
    `<rect x="${120 + shotRng.int(0, 500)}" y="80" width="360" height="${horizon - 180}" fill="${light}"/>` +
    `<rect y="${horizon}" width="1280" height="${960 - horizon}" fill="${floorTone}"/>` +
    `<rect y="${horizon}" width="1280" height="14" fill="${floorEdge}"/>` +
    `<ellipse cx="${cx}" cy="${ground.toFixed(0)}" rx="${(230 * scale).toFixed(0)}" ry="${(22 * scale).toFixed(0)}" fill="${floorEdge}"/>` +
    `<g transform="translate(${cx} ${cy}) scale(${(shot.flip * scale).toFixed(3)} ${scale.toFixed(3)}) rotate(${shot.rotate})">` +
    draw(paint) +
    `</g></svg>`
  );
}

/**
 * A demo ad photo: a PNG showing a simple drawing of the category's object (a car, a phone, a
 * sofa …) in colours of the ad's own, framed differently for each photo index. No text, so no
 * fonts are needed. PNG (fast zlib level) because it renders faster than a JPEG and the media
 * pipeline re-encodes it anyway; flat colours keep it small.
 */
export async function renderDemoPhoto(input: DemoPhotoInput, width = DEMO_PHOTO_WIDTH): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(input, width)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
