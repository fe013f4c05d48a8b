import { circle, ellipse, line, path, rect, ring, wheel, type Drawing } from './art-kit.ts';

export const car: Drawing = (p) =>
  path(
    'M-200,40 L-200,0 Q-196,-22 -160,-28 L-100,-34 L-58,-86 Q-48,-96 -26,-96 L68,-96 Q92,-96 108,-80 L152,-34 L186,-26 Q204,-20 204,8 L204,40 Q204,52 190,52 L-188,52 Q-200,52 -200,40 Z',
    p.main,
  ) +
  path('M-44,-84 L-84,-36 L-6,-36 L-6,-84 Z', p.glass) +
  path('M6,-84 L6,-36 L136,-36 L96,-80 Q90,-84 80,-84 Z', p.glass) +
  line('M0,-34 L0,40 M-96,4 L-76,4 M28,4 L48,4', p.shade, 4) +
  rect(178, -14, 24, 14, '#ffe9a8', 4) +
  rect(-202, -10, 16, 14, '#d9443b', 3) +
  wheel(-120, 52, 42, p) +
  wheel(124, 52, 42, p);

export const motorcycle: Drawing = (p) =>
  ring(-130, 70, 56, p.ink, 16) +
  ring(130, 70, 56, p.ink, 16) +
  circle(-130, 70, 10, '#888') +
  circle(130, 70, 10, '#888') +
  line('M-130,70 L-40,64 L40,-4 M130,70 L92,-66', '#5b6167', 12) +
  rect(-40, 0, 72, 52, '#4a4f55', 8) +
  line('M-60,40 L-170,40', '#9aa1a8', 10) +
  path('M-40,-44 Q10,-80 70,-40 Q60,-6 0,-6 Q-40,-6 -40,-44 Z', p.main) +
  path('M-120,-30 L-36,-34 L-44,-12 L-126,-10 Z', p.ink) +
  line('M78,-84 L112,-96', p.ink, 10) +
  circle(110, -48, 14, '#ffe9a8');

export const scooter: Drawing = (p) =>
  wheel(-120, 80, 40, p) +
  wheel(120, 80, 40, p) +
  path('M-185,50 Q-185,-28 -110,-28 L-20,-28 L0,50 Z', p.main) +
  rect(-20, 38, 120, 18, p.shade, 6) +
  path('M84,56 L110,-100 L138,-100 L124,56 Z', p.main) +
  ellipse(-110, -36, 66, 15, p.ink) +
  line('M100,-108 L150,-112', p.ink, 10) +
  circle(134, -76, 12, '#ffe9a8');

export const truck: Drawing = (p) =>
  rect(-210, -120, 270, 160, p.main, 6) +
  line('M-170,-120 L-170,40 M-120,-120 L-120,40 M-70,-120 L-70,40 M-20,-120 L-20,40', p.shade, 4) +
  path('M66,-80 L170,-80 Q184,-80 192,-64 L214,-10 L214,40 L66,40 Z', p.shade) +
  path('M90,-66 L164,-66 L186,-14 L90,-14 Z', p.glass) +
  rect(-214, 40, 432, 20, p.ink, 4) +
  wheel(-140, 66, 36, p) +
  wheel(-60, 66, 36, p) +
  wheel(150, 66, 36, p);

export const bicycle: Drawing = (p) =>
  ring(-130, 60, 70, p.ink, 10) +
  ring(130, 60, 70, p.ink, 10) +
  line('M-130,60 L-40,60 L40,-40 L-60,-40 Z M-40,60 L-70,-70 M40,-40 L130,60 M40,-40 L60,-90', p.main, 12) +
  line('M-96,-74 L-44,-74', p.ink, 14) +
  line('M40,-96 L84,-100', p.ink, 10) +
  circle(-40, 60, 16, '#777');
