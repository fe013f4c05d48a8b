/** Colours an illustration is painted with; all derived from the ad's seed. */
export interface Paint {
  /** The object's own colour (car body, sofa fabric, shirt …). */
  main: string;
  /** Darker shade of `main` for shading and details. */
  shade: string;
  /** Tyres, screens, outlines. */
  ink: string;
  /** Glass, screens' glow, highlights. */
  glass: string;
  /** Wall colour behind the object (for cut-outs such as a gear's hole). */
  wall: string;
}

/** Draws an object centred on (0, 0), roughly 440 × 340 units. */
export type Drawing = (p: Paint) => string;

export function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
export const ring = (cx: number, cy: number, r: number, stroke: string, width: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
export const line = (d: string, stroke: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A wheel: tyre, rim and hub. */
export const wheel = (cx: number, cy: number, r: number, p: Paint) =>
  circle(cx, cy, r, p.ink) + circle(cx, cy, r * 0.55, '#b8bec4') + circle(cx, cy, r * 0.2, '#6d747a');

/** A gear outline with `teeth` teeth, computed once per call site. */
export function gearPath(teeth: number, outer: number, inner: number): string {
  const points: string[] = [];
  const step = (Math.PI * 2) / (teeth * 4);
  for (let i = 0; i < teeth * 4; i++) {
    const r = i % 4 < 2 ? outer : inner;
    const a = i * step;
    points.push(`${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}
