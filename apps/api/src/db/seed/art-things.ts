import { circle, ellipse, gearPath, line, path, rect, ring, type Drawing } from './art-kit.ts';

// Everyday objects for the non-vehicle categories: simple shapes, recognisable at card size.

export const phone: Drawing = (p) =>
  rect(-95, -180, 190, 360, p.ink, 28) +
  rect(-82, -160, 164, 312, p.glass, 12) +
  rect(-60, -130, 50, 50, p.main, 10) +
  rect(10, -130, 50, 50, p.shade, 10) +
  rect(-60, -60, 50, 50, p.shade, 10) +
  rect(10, -60, 50, 50, p.main, 10) +
  rect(-60, 10, 120, 80, p.main, 10) +
  circle(0, -170, 5, '#555');

export const tablet: Drawing = (p) =>
  rect(-210, -150, 420, 300, p.ink, 26) +
  rect(-190, -130, 380, 260, p.glass, 10) +
  rect(-160, -100, 150, 100, p.main, 10) +
  rect(10, -100, 150, 200, p.shade, 10) +
  rect(-160, 20, 150, 80, p.shade, 10);

export const headphones: Drawing = (p) =>
  line('M-120,40 L-120,-20 Q-120,-150 0,-150 Q120,-150 120,-20 L120,40', p.ink, 22) +
  rect(-160, 0, 70, 120, p.main, 24) +
  rect(90, 0, 70, 120, p.main, 24);

export const house: Drawing = (p) =>
  rect(-150, -40, 300, 190, p.main) +
  path('M-190,-36 L0,-176 L190,-36 Z', '#9c4a32') +
  rect(90, -150, 30, 70, '#7a3a28') +
  rect(-30, 60, 60, 90, '#6b4a32', 4) +
  rect(-120, 0, 64, 54, p.glass, 4) +
  rect(56, 0, 64, 54, p.glass, 4) +
  line('M-88,0 L-88,54 M88,0 L88,54', '#ffffff', 4);

export const building: Drawing = (p) => {
  let windows = '';
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 3; col++) windows += rect(-80 + col * 60, -170 + row * 52, 38, 32, p.glass, 3);
  return rect(-115, -195, 230, 390, p.main, 4) + windows + rect(-30, 150, 60, 45, p.ink, 3);
};

export const shop: Drawing = (p) =>
  rect(-200, -150, 400, 300, p.main, 4) +
  path('M-220,-70 L220,-70 L200,-20 L-200,-20 Z', '#c0392b') +
  line(
    'M-140,-70 L-150,-20 M-60,-70 L-64,-20 M20,-70 L20,-20 M100,-70 L104,-20 M180,-70 L186,-20',
    '#fff',
    14,
  ) +
  rect(-170, 10, 200, 140, p.glass, 4) +
  rect(60, 10, 110, 140, p.ink, 4);

export const land: Drawing = (p) =>
  rect(-230, 30, 460, 110, '#6fa24a', 6) +
  line(
    'M-210,30 L-210,-30 M-140,30 L-140,-30 M-70,30 L-70,-30 M0,30 L0,-30 M70,30 L70,-30 M140,30 L140,-30 M210,30 L210,-30',
    '#8a6240',
    10,
  ) +
  line('M-214,-10 L214,-10', '#8a6240', 6) +
  rect(150, -130, 16, 110, '#6b4a32') +
  circle(158, -150, 60, '#3f7d3a') +
  path('M-120,-140 L-120,-60 M-120,-140 L-60,-120 L-120,-100', p.main);

export const briefcase: Drawing = (p) =>
  line('M-60,-90 L-60,-130 Q-60,-140 -50,-140 L50,-140 Q60,-140 60,-130 L60,-90', p.ink, 18) +
  rect(-180, -90, 360, 230, p.main, 22) +
  rect(-180, -10, 360, 20, p.shade) +
  rect(-24, -22, 48, 44, '#d8b25a', 6);

export const laptop: Drawing = (p) =>
  rect(-160, -150, 320, 210, p.ink, 12) +
  rect(-144, -136, 288, 182, p.glass, 4) +
  rect(-120, -112, 120, 70, p.main, 6) +
  path('M-210,64 L210,64 L186,96 L-186,96 Z', '#aeb5bb');

export const tv: Drawing = (p) =>
  rect(-220, -150, 440, 260, p.ink, 10) +
  rect(-204, -136, 408, 232, p.glass, 4) +
  path('M-204,96 L-60,-20 L40,60 L110,0 L204,80 L204,96 Z', p.main) +
  path('M-120,110 L-150,150 L-130,150 L-100,110 Z M120,110 L150,150 L130,150 L100,110 Z', p.ink);

export const camera: Drawing = (p) =>
  rect(-110, -118, 70, 30, p.ink, 6) +
  rect(-170, -90, 340, 200, p.ink, 24) +
  circle(0, 12, 82, '#3d4247') +
  circle(0, 12, 60, p.main) +
  circle(0, 12, 34, '#10161c') +
  circle(-12, 0, 10, '#ffffff') +
  rect(110, -76, 38, 22, p.glass, 4);

export const gamepad: Drawing = (p) =>
  path(
    'M-150,-40 Q-150,-90 -96,-90 L96,-90 Q150,-90 150,-40 L178,70 Q184,110 142,110 Q114,110 96,66 L-96,66 Q-114,110 -142,110 Q-184,110 -178,70 Z',
    p.main,
  ) +
  line('M-100,-20 L-100,30 M-125,5 L-75,5', p.ink, 16) +
  circle(90, -14, 14, '#e74c3c') +
  circle(120, 14, 14, '#3498db') +
  circle(60, 14, 14, '#2ecc71') +
  circle(90, 42, 14, '#f1c40f');

export const fridge: Drawing = (p) =>
  rect(-100, -200, 200, 400, p.main, 18) +
  line('M-100,-60 L100,-60', p.shade, 6) +
  line('M70,-170 L70,-100 M70,-30 L70,60', p.ink, 10);

const GEAR = gearPath(10, 150, 120);
export const gear: Drawing = (p) =>
  path(GEAR, p.main) + circle(0, 0, 50, p.wall) + ring(0, 0, 80, p.shade, 10);

export const sofa: Drawing = (p) =>
  rect(-180, -110, 360, 110, p.shade, 26) +
  rect(-200, -20, 400, 100, p.main, 22) +
  rect(-230, -50, 60, 140, p.shade, 20) +
  rect(170, -50, 60, 140, p.shade, 20) +
  line('M0,-10 L0,70', p.shade, 4) +
  rect(-200, 90, 16, 30, '#5a3b24') +
  rect(184, 90, 16, 30, '#5a3b24');

export const bed: Drawing = (p) =>
  rect(-230, -130, 36, 250, '#7a5230', 8) +
  rect(-200, 0, 420, 70, '#8a6240', 8) +
  rect(-200, -40, 420, 50, '#f2efe9', 14) +
  rect(-180, -80, 110, 42, '#ffffff', 18) +
  rect(-40, -44, 260, 62, p.main, 10) +
  rect(-200, 70, 16, 50, '#5a3b24') +
  rect(204, 70, 16, 50, '#5a3b24');

export const crib: Drawing = (p) =>
  rect(-200, -140, 400, 20, p.main, 8) +
  rect(-200, 100, 400, 24, p.main, 8) +
  line(
    'M-160,-120 L-160,100 M-110,-120 L-110,100 M-60,-120 L-60,100 M-10,-120 L-10,100 M40,-120 L40,100 M90,-120 L90,100 M140,-120 L140,100',
    p.shade,
    10,
  ) +
  rect(-210, -160, 24, 320, p.main, 8) +
  rect(186, -160, 24, 320, p.main, 8);

export const plant: Drawing = (p) =>
  ellipse(-50, -90, 40, 100, '#3f8a46') +
  ellipse(50, -90, 40, 100, '#4f9d55') +
  ellipse(0, -120, 36, 120, '#37793d') +
  path('M-110,0 L110,0 L84,170 L-84,170 Z', p.main) +
  rect(-120, -12, 240, 30, p.shade, 6);

export const shirt: Drawing = (p) =>
  path(
    'M-60,-160 L-160,-120 L-200,-20 L-136,4 L-112,-50 L-112,170 L112,170 L112,-50 L136,4 L200,-20 L160,-120 L60,-160 Q0,-110 -60,-160 Z',
    p.main,
  ) +
  path('M-60,-160 L0,-100 L60,-160 L30,-160 L0,-130 L-30,-160 Z', p.shade) +
  circle(0, -60, 7, p.ink) +
  circle(0, 0, 7, p.ink) +
  circle(0, 60, 7, p.ink);

export const dress: Drawing = (p) =>
  path('M-50,-180 L50,-180 L64,-60 L180,180 L-180,180 L-64,-60 Z', p.main) +
  rect(-66, -70, 132, 20, p.shade) +
  line('M-50,-180 L-70,-210 M50,-180 L70,-210', p.shade, 8);

export const books: Drawing = (p) =>
  rect(-180, 60, 360, 60, p.main, 6) +
  rect(-160, 0, 330, 60, p.shade, 6) +
  rect(-190, -60, 340, 60, '#2f6f8f', 6) +
  line('M150,70 L150,110 M160,10 L160,50 M140,-50 L140,-10', '#f4efe4', 8);

export const sport: Drawing = (p) =>
  `<g transform="rotate(-30)">${rect(-30, -200, 60, 300, '#d8b47a', 18)}${rect(-14, 100, 28, 110, p.ink, 8)}</g>` +
  circle(150, 90, 56, '#b3261e') +
  line('M110,50 Q150,90 110,130 M190,50 Q150,90 190,130', '#f4efe4', 4);

export const guitar: Drawing = (p) =>
  `<g transform="rotate(35)">${circle(0, 80, 100, p.main)}${circle(0, -40, 76, p.main)}${circle(0, 10, 30, p.ink)}${rect(-14, -220, 28, 200, '#6b4a32')}${rect(-24, -260, 48, 50, p.ink, 8)}${rect(-40, 130, 80, 12, p.ink, 3)}</g>`;

export const dumbbell: Drawing = (p) =>
  rect(-160, -14, 320, 28, '#9aa1a8', 8) +
  rect(-200, -90, 40, 180, p.ink, 10) +
  rect(-150, -70, 30, 140, p.main, 8) +
  rect(160, -90, 40, 180, p.ink, 10) +
  rect(120, -70, 30, 140, p.main, 8);

export const paw: Drawing = (p) =>
  ellipse(0, 60, 110, 90, p.main) +
  ellipse(-130, -50, 40, 54, p.main) +
  ellipse(-50, -120, 42, 58, p.main) +
  ellipse(50, -120, 42, 58, p.main) +
  ellipse(130, -50, 40, 54, p.main);

export const fish: Drawing = (p) =>
  path('M120,0 L210,-80 L200,0 L210,80 Z', p.shade) +
  ellipse(0, 0, 150, 90, p.main) +
  circle(-90, -20, 16, '#ffffff') +
  circle(-94, -20, 8, p.ink) +
  ring(-200, -120, 16, p.glass, 5) +
  ring(-170, -170, 10, p.glass, 4);

export const bowl: Drawing = (p) =>
  ellipse(0, -10, 200, 40, p.shade) +
  path('M-200,-10 Q-180,120 0,120 Q180,120 200,-10 Z', p.main) +
  circle(-60, -24, 16, '#8a5a2b') +
  circle(-20, -30, 16, '#9a6a3b') +
  circle(30, -24, 16, '#8a5a2b') +
  circle(70, -30, 16, '#9a6a3b');

export const mortarboard: Drawing = (p) =>
  path('M-120,-10 L-120,80 Q0,140 120,80 L120,-10 Z', p.shade) +
  path('M0,-140 L230,-50 L0,40 L-230,-50 Z', p.main) +
  line('M0,-50 L160,-20 L160,90', '#d8b25a', 8) +
  circle(160, 100, 14, '#d8b25a');

export const mountains: Drawing = (p) =>
  circle(130, -110, 56, '#f5b942') +
  path('M-230,140 L-80,-100 L40,80 L110,-10 L240,140 Z', p.main) +
  path('M-80,-100 L-46,-46 L-80,-60 L-110,-50 Z', '#ffffff');

export const tools: Drawing = (p) =>
  `<g transform="rotate(45)">${rect(-16, -150, 32, 260, p.ink, 10)}${path('M-50,-190 L-50,-130 L50,-130 L50,-190 L20,-190 L20,-150 L-20,-150 L-20,-190 Z', p.ink)}</g>` +
  `<g transform="rotate(-45)">${rect(-20, 10, 40, 140, p.main, 12)}${rect(-7, -170, 14, 190, '#9aa1a8', 4)}</g>`;

export const boxes: Drawing = (p) =>
  rect(-210, -10, 200, 150, p.main, 4) +
  rect(10, -10, 200, 150, p.shade, 4) +
  rect(-110, -160, 200, 150, p.main, 4) +
  line('M-110,-10 L-110,140 M110,-10 L110,140 M-10,-160 L-10,-10', '#e8d4a8', 12);
