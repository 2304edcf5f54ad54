import { darken, hsl, lighten, WHITE } from '../../draw/color';
import { linear } from '../../draw/raster';
import {
  arcPoints,
  circle,
  curvePoints,
  ellipse,
  intersect,
  line,
  mirrored,
  polygon,
  polyline,
  rect,
  type Point,
  type Shape,
} from '../../draw/shapes';
import type { DrawKit } from './kit';

/** Stripes, dots or a print clipped to a garment's outline, by variant. */
function pattern(k: DrawKit, body: Shape): void {
  const { r, p } = k;
  if (k.variant === 1) {
    for (let y = -40; y < 50; y += 12)
      r.draw(intersect(body, rect(-60, y, 120, 5)), p.light, { alpha: 0.85 });
  } else if (k.variant === 2) {
    for (let y = -40; y < 50; y += 10) {
      for (let x = -50 + ((y / 10) % 2) * 5; x < 50; x += 10)
        r.draw(intersect(body, circle(x, y, 1.8)), p.light, { alpha: 0.9 });
    }
  }
}

export function tshirt(k: DrawKit): void {
  const { r, p } = k;
  const half: Point[] = [
    [9, -43],
    [27, -38],
    [49, -22],
    [41, -6],
    [31, -13],
    [31, 44],
  ];
  const body = polygon(mirrored(0, half), 2.5);
  r.draw(body, p.main);
  pattern(k, body);
  r.draw(intersect(body, rect(-50, -50, 18, 100)), darken(p.main, 0.08), { alpha: 0.6 });
  r.draw(ellipse(0, -42, 10, 6.5), darken(p.main, 0.35));
  r.draw(polyline(arcPoints(0, -43, 10.5, 7.5, 10, 170, 12), 2.4), darken(p.main, 0.15));
  if (k.variant === 0) {
    r.draw(circle(0, 5, 12), p.accent);
    r.draw(circle(0, 5, 7), p.light);
    r.draw(circle(0, 5, 3.2), p.accent);
  }
  if (k.view === 2) r.draw(rect(12, -24, 10, 12, [1, 1, 3, 3]), darken(p.main, 0.12));
}

export function dress(k: DrawKit): void {
  const { r, p } = k;
  const half: Point[] = [
    [11, -47],
    [14, -47],
    [17, -24],
    [13, -8],
    ...curvePoints([16, -4], [30, 20], [38, 42], 8),
    ...curvePoints([36, 45], [18, 48], [0, 47], 6),
  ];
  const body = polygon(mirrored(0, half), 1.5);
  r.draw(body, p.main);
  pattern(k, body);
  for (const x of [-16, -6, 6, 16])
    r.draw(intersect(body, line(x * 0.3, -2, x, 46, 1.2)), darken(p.main, 0.15), { alpha: 0.7 });
  r.draw(
    polygon(
      mirrored(0, [
        [0, -30],
        [11, -44],
        [13, -40],
        [4, -27],
      ]),
      0.5,
    ),
    darken(p.main, 0.3),
    { alpha: 0.5 },
  );
  r.draw(rect(-14, -10, 28, 5, 2), p.accent);
  r.draw(circle(0, -7.5, 3), lighten(p.accent, 0.3));
}

export function jacket(k: DrawKit): void {
  const { r, p } = k;
  const half: Point[] = [
    [9, -44],
    [26, -40],
    [40, -30],
    [48, 34],
    [37, 36],
    [32, -4],
    [32, 44],
  ];
  r.draw(ellipse(0, -40, 16, 9), darken(p.main, 0.3));
  const body = polygon(mirrored(0, half), 3);
  r.draw(body, p.main);
  r.draw(intersect(body, rect(-60, -50, 20, 100)), darken(p.main, 0.12), { alpha: 0.7 });
  for (const side of [-1, 1]) {
    r.draw(
      polygon(
        [
          [side * 2, -44],
          [side * 10, -44],
          [side * 16, -22],
          [side * 2, -8],
        ],
        1,
      ),
      darken(p.main, 0.2),
    );
    r.draw(rect(side > 0 ? 12 : -26, 18, 14, 3, 1.5), darken(p.main, 0.25));
    r.draw(rect(side > 0 ? 37 : -48, 28, 11, 7, 2), darken(p.main, 0.2));
  }
  r.draw(line(0, -40, 0, 45, 2), p.metal);
  r.draw(rect(-2, -6, 4, 7, 1), p.metal);
  if (k.variant === 1) r.draw(intersect(body, rect(-60, 2, 120, 6)), p.accent, { alpha: 0.9 });
}

export function sneaker(k: DrawKit): void {
  const { r, p } = k;
  const upper: Point[] = [
    [-46, 20],
    [-47, -4],
    [-41, -10],
    [-28, -9],
    [-14, -6],
    [-2, -18],
    [10, -16],
    ...curvePoints([14, -10], [36, -2], [48, 10], 8),
    [48, 20],
  ];
  r.draw(polygon(upper, 2), p.main);
  r.draw(
    polygon(
      [
        [-47, -2],
        [-41, -10],
        [-30, -9],
        [-36, 20],
        [-46, 20],
      ],
      1,
    ),
    darken(p.main, 0.2),
  );
  r.draw(
    polygon([...curvePoints([22, -4], [40, 2], [48, 12], 6), [48, 20], [20, 20]], 1.5),
    lighten(p.main, 0.35),
  );
  r.draw(
    polygon(
      [
        ...curvePoints([-30, 14], [0, 12], [30, -2], 8),
        ...curvePoints([32, 4], [4, 22], [-28, 20], 8),
      ],
      0.5,
    ),
    p.accent,
  );
  for (let i = 0; i < 4; i++)
    r.draw(line(-4 + i * 6, -14 + i * 3.2, 4 + i * 6, -10 + i * 3.2, 2), WHITE);
  r.draw(rect(-50, 19, 101, 9, [3, 3, 5, 5]), p.light);
  r.draw(rect(-50, 26, 101, 5, [0, 0, 4, 4]), hsl(p.hue, 10, 75));
  r.draw(rect(-44, -8, 8, 3, 1.5), p.light, { alpha: 0.8 });
}

export function handbag(k: DrawKit): void {
  const { r, p } = k;
  r.draw(polyline(arcPoints(0, -8, 22, 30, 180, 360, 20), 5), darken(p.main, 0.35));
  const body = polygon(
    [
      [-40, -8],
      [40, -8],
      [47, 42],
      [-47, 42],
    ],
    4,
  );
  r.draw(
    body,
    linear(0, -10, 0, 44, [
      [0, p.main],
      [1, darken(p.main, 0.12)],
    ]),
  );
  r.draw(
    polygon(
      [
        [-40, -8],
        [40, -8],
        [39, 12],
        [0, 20],
        [-39, 12],
      ],
      3,
    ),
    darken(p.main, 0.2),
  );
  r.draw(circle(0, 16, 4.5), p.gold);
  r.draw(circle(-1, 15, 1.5), WHITE, { alpha: 0.6 });
  r.draw(intersect(body, rect(-60, 36, 120, 3)), darken(p.main, 0.25));
  if (k.variant === 1) r.draw(rect(-30, 26, 60, 4, 2), p.accent);
}
