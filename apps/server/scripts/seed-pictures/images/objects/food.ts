import { darken, hsl, lighten, WHITE } from '../../draw/color';
import { linear } from '../../draw/raster';
import {
  circle,
  curvePoints,
  ellipse,
  intersect,
  line,
  mirrored,
  polygon,
  polyline,
  rect,
  ring,
  union,
  type Point,
} from '../../draw/shapes';
import type { DrawKit } from './kit';

/** A latte on a saucer (0) or a bag of beans (1) or a cup of tea (2). */
export function coffee(k: DrawKit): void {
  const { r, p } = k;
  if (k.variant === 1) {
    const bag: Point[] = [
      [0, -40],
      [26, -40],
      [30, -30],
      [34, 44],
    ];
    r.draw(polygon(mirrored(0, bag), 2), hsl(32, 40, 62));
    r.draw(
      polygon(
        mirrored(0, [
          [0, -40],
          [26, -40],
          [28, -33],
        ]),
        1,
      ),
      darken(hsl(32, 40, 62), 0.2),
    );
    r.draw(rect(-22, -10, 44, 36, 4), p.main);
    r.draw(ellipse(0, 6, 8, 11), hsl(25, 55, 28));
    r.draw(polyline(curvePoints([0, -4], [-4, 6], [0, 16], 6), 1.6), hsl(25, 40, 60));
    return;
  }
  const tea = k.variant === 2;
  r.draw(ellipse(0, 38, 46, 9), p.light);
  r.draw(ellipse(0, 36, 36, 6), darken(p.light, 0.08));
  r.draw(ring(36, 4, 11, 6), p.main);
  r.draw(
    polygon(
      [
        [-36, -16],
        [36, -16],
        [28, 30],
        [-28, 30],
      ],
      4,
    ),
    p.main,
  );
  r.draw(ellipse(0, -16, 38, 8), lighten(p.main, 0.3));
  r.draw(ellipse(0, -15, 33, 6), tea ? hsl(35, 80, 45) : hsl(28, 55, 42));
  if (!tea) {
    r.draw(ellipse(0, -15, 10, 3.5), hsl(35, 50, 92));
    r.draw(ellipse(-3, -15, 5, 2.5), hsl(28, 55, 42));
  }
  r.draw(rect(-26, -8, 6, 30, 3), WHITE, { alpha: 0.25 });
  for (const x of [-10, 8])
    r.draw(polyline(curvePoints([x, -26], [x + 8, -36], [x, -46], 8), 2.5), WHITE, { alpha: 0.75 });
}

/** A bag of crisps (0) or a stack of cookies (1). */
export function snacks(k: DrawKit): void {
  const { r, p } = k;
  if (k.variant === 1) {
    const dough = hsl(35, 65, 66);
    for (let i = 0; i < 4; i++) {
      const y = 34 - i * 14;
      r.draw(ellipse(0, y + 3, 36, 9), darken(dough, 0.2));
      r.draw(ellipse(0, y, 36, 9), dough);
      for (const [dx, dy] of [
        [-18, -2],
        [-4, 2],
        [12, -3],
        [24, 1],
      ] as const)
        r.draw(circle(dx, y + dy, 2.4), hsl(20, 50, 22));
    }
    return;
  }
  const body = polygon(
    [
      ...curvePoints([-34, -34], [-28, 4], [-34, 44], 8),
      ...curvePoints([34, 44], [28, 4], [34, -34], 8),
    ],
    2,
  );
  r.draw(
    body,
    linear(-34, 0, 34, 0, [
      [0, p.mainDark],
      [0.5, p.main],
      [1, p.mainDark],
    ]),
  );
  for (const y of [-38, 42]) {
    const teeth: Point[] = [];
    for (let x = -34; x <= 34; x += 4) teeth.push([x, y + ((x / 4) % 2 === 0 ? -2 : 2)]);
    r.draw(polyline(teeth, 3), darken(p.main, 0.25));
  }
  r.draw(circle(0, 8, 20), p.accent);
  for (const [x, y, a] of [
    [-8, 4, 0],
    [6, 12, 1],
    [4, -2, 2],
  ] as const)
    r.draw(ellipse(x, y, 9 - a, 6), hsl(44, 85, 62 - a * 4));
  r.draw(rect(-24, -26, 48, 8, 4), p.light);
}

/** Apples (0), oranges (1), bananas (2) or grapes (3). */
export function fruit(k: DrawKit): void {
  const { r } = k;
  const leaf = hsl(110, 55, 40);
  if (k.variant === 1) {
    const peel = hsl(30, 95, 55);
    r.draw(circle(-14, 14, 30), peel);
    r.draw(circle(-24, 2, 8), WHITE, { alpha: 0.2 });
    r.draw(circle(22, 24, 22), peel);
    r.draw(circle(22, 24, 19), hsl(40, 95, 80));
    for (let a = 0; a < 360; a += 45) {
      r.draw(
        polygon(
          [
            [22, 24],
            [22 + 16 * Math.cos((a * Math.PI) / 180), 24 + 16 * Math.sin((a * Math.PI) / 180)],
            [
              22 + 16 * Math.cos(((a + 40) * Math.PI) / 180),
              24 + 16 * Math.sin(((a + 40) * Math.PI) / 180),
            ],
          ],
          0,
        ),
        hsl(30, 95, 62),
      );
    }
    r.draw(ellipse(-8, -17, 9, 4), leaf);
    return;
  }
  if (k.variant === 2) {
    const yellow = hsl(50, 92, 58);
    for (let i = 0; i < 3; i++) {
      r.save();
      r.rotate(-18 + i * 18);
      r.draw(polyline(curvePoints([-36, -8], [0, 40], [36, -8], 12), 16), darken(yellow, 0.12));
      r.draw(polyline(curvePoints([-36, -10], [0, 36], [36, -10], 12), 13), yellow);
      r.restore();
    }
    r.draw(rect(-40, -22, 10, 10, 3), hsl(35, 50, 30));
    return;
  }
  if (k.variant === 3) {
    const grape = hsl(285, 45, 40);
    r.draw(line(0, -40, 4, -30, 3), hsl(30, 40, 30));
    r.draw(ellipse(14, -34, 12, 5), leaf);
    const rows = [5, 4, 4, 3, 2, 1];
    rows.forEach((n, row) => {
      for (let i = 0; i < n; i++) {
        const x = (i - (n - 1) / 2) * 15;
        const y = -22 + row * 12;
        r.draw(circle(x, y, 8.5), row % 2 ? grape : lighten(grape, 0.12));
        r.draw(circle(x - 3, y - 3, 2), WHITE, { alpha: 0.4 });
      }
    });
    return;
  }
  const red = hsl([355, 5, 95][Math.floor(k.p.hue) % 3] ?? 355, 75, 48);
  for (const [x, y, s] of [
    [0, -4, 0.95],
    [-22, 18, 1],
    [22, 20, 1],
  ] as const) {
    r.draw(
      union(circle(x - 8 * s, y + 1, 21 * s), circle(x + 8 * s, y + 1, 21 * s)),
      darken(red, 0.3),
    );
    r.draw(union(circle(x - 8 * s, y, 20 * s), circle(x + 8 * s, y, 20 * s)), red);
    r.draw(circle(x - 10 * s, y - 6 * s, 5 * s), WHITE, { alpha: 0.25 });
    r.draw(line(x, y - 16 * s, x + 2, y - 26 * s, 2.5), hsl(30, 45, 28));
    r.draw(ellipse(x + 9, y - 24 * s, 7, 3.5), leaf);
  }
}

/** A bottle of juice (0) or a can (1). */
export function beverage(k: DrawKit): void {
  const { r, p } = k;
  if (k.variant === 1) {
    const can = rect(-22, -36, 44, 80, 6);
    r.draw(
      can,
      linear(-22, 0, 22, 0, [
        [0, p.mainDark],
        [0.35, p.main],
        [0.5, lighten(p.main, 0.25)],
        [1, p.mainDark],
      ]),
    );
    r.draw(ellipse(0, -36, 20, 5), p.metal);
    r.draw(ellipse(0, -36, 14, 3), darken(p.metal, 0.2));
    r.draw(intersect(can, rect(-30, -4, 60, 14)), p.light);
    r.draw(circle(0, 3, 5), p.accent);
    return;
  }
  const juice = hsl(p.hue, 85, 55);
  const half: Point[] = [
    [7, -46],
    [7, -30],
    ...curvePoints([8, -22], [22, -18], [22, -4], 6),
    [22, 40],
    [18, 46],
  ];
  const bottle = polygon(mirrored(0, half), 1);
  r.draw(bottle, hsl(190, 30, 92));
  r.draw(intersect(bottle, rect(-30, -14, 60, 70)), juice);
  r.draw(rect(-9, -48, 18, 9, 2), p.dark);
  r.draw(rect(-22, 4, 44, 24), p.light);
  r.draw(circle(0, 16, 7), juice);
  r.draw(ellipse(-2, 10, 3, 2), hsl(110, 55, 40));
  r.draw(rect(-16, -8, 4, 46, 2), WHITE, { alpha: 0.35 });
}
