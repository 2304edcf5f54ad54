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
  subtract,
  type Point,
} from '../../draw/shapes';
import type { DrawKit } from './kit';

const WOOD = hsl(30, 45, 52);

export function chair(k: DrawKit): void {
  const { r, p } = k;
  const wood = k.variant === 1 ? p.dark : WOOD;
  r.draw(line(-14, 10, -17, 42, 3), darken(wood, 0.25));
  r.draw(line(14, 10, 17, 42, 3), darken(wood, 0.25));
  r.draw(line(-26, 8, -32, 46, 4.5), wood);
  r.draw(line(26, 8, 32, 46, 4.5), wood);
  r.draw(rect(-29, -46, 58, 44, 14), p.main);
  r.draw(rect(-25, -42, 50, 36, 11), lighten(p.main, 0.12));
  r.draw(rect(-34, -2, 68, 14, 6), darken(p.main, 0.1));
  r.draw(rect(-34, -4, 68, 9, 5), p.main);
  if (k.variant === 1) {
    for (const side of [-1, 1])
      r.draw(rect(side > 0 ? 30 : -42, -18, 12, 26, 5), darken(p.main, 0.15));
  }
}

export function lamp(k: DrawKit): void {
  const { r, p } = k;
  r.draw(circle(0, -6, 34), hsl(50, 100, 75), { alpha: 0.35, feather: 26 });
  r.draw(ellipse(0, 43, 20, 5), p.dark);
  r.draw(rect(-20, 40, 40, 4, 2), p.dark);
  r.draw(line(0, -6, 0, 40, 3.5), p.gold);
  if (k.variant === 1) {
    r.draw(
      circle(0, -18, 26),
      linear(0, -44, 0, 8, [
        [0, lighten(p.main, 0.5)],
        [1, p.light],
      ]),
    );
    r.draw(circle(-9, -27, 7), WHITE, { alpha: 0.6 });
    r.draw(rect(-6, 6, 12, 6, 2), p.gold);
    return;
  }
  r.draw(ellipse(0, -6, 34, 5), hsl(48, 95, 80));
  r.draw(
    polygon(
      [
        [-19, -44],
        [19, -44],
        [34, -6],
        [-34, -6],
      ],
      1.5,
    ),
    linear(-34, 0, 34, 0, [
      [0, p.mainDark],
      [0.45, p.main],
      [1, p.mainDark],
    ]),
  );
  r.draw(
    polygon(
      [
        [-14, -42],
        [-8, -42],
        [-16, -10],
        [-24, -10],
      ],
      1,
    ),
    WHITE,
    { alpha: 0.25 },
  );
}

/** Kitchen: a mug (variant 0), a cooking pot (1) or a teapot (2). */
export function kitchen(k: DrawKit): void {
  const { r, p } = k;
  if (k.variant === 1) {
    for (const side of [-1, 1]) r.draw(rect(side > 0 ? 36 : -50, -6, 14, 7, 3.5), p.dark);
    r.draw(
      rect(-40, -10, 80, 52, [4, 4, 16, 16]),
      linear(-40, 0, 40, 0, [
        [0, p.mainDark],
        [0.35, p.main],
        [1, p.mainDark],
      ]),
    );
    r.draw(ellipse(0, -12, 43, 7), darken(p.metal, 0.1));
    r.draw(ellipse(0, -16, 12, 4), p.dark);
    r.draw(rect(-30, 0, 8, 34, 4), WHITE, { alpha: 0.2 });
    return;
  }
  if (k.variant === 2) {
    r.draw(polyline(curvePoints([28, 8], [50, -4], [48, -24], 10), 6), p.mainDark);
    r.draw(ring(-33, 4, 13, 5), p.mainDark);
    r.draw(
      ellipse(0, 10, 34, 32),
      linear(-34, 0, 34, 0, [
        [0, p.mainDark],
        [0.4, p.main],
        [1, p.mainDark],
      ]),
    );
    r.draw(ellipse(0, -20, 16, 5), darken(p.main, 0.25));
    r.draw(circle(0, -27, 4.5), p.gold);
    r.draw(ellipse(-12, 2, 5, 12), WHITE, { alpha: 0.3 });
    r.draw(rect(-34, 38, 68, 4, 2), darken(p.main, 0.35));
    return;
  }
  r.draw(polyline(curvePoints([-12, -28], [-2, -38], [-10, -48], 8), 2.5), WHITE, { alpha: 0.8 });
  r.draw(polyline(curvePoints([4, -28], [14, -38], [6, -48], 8), 2.5), WHITE, { alpha: 0.8 });
  r.draw(ring(26, 6, 12, 6.5), p.mainDark);
  r.draw(rect(-30, -22, 58, 66, [4, 4, 16, 16]), p.main);
  r.draw(ellipse(-1, -22, 29, 5), darken(p.main, 0.45));
  r.draw(rect(-24, -14, 7, 48, 3.5), WHITE, { alpha: 0.22 });
  r.draw(intersect(rect(-30, -22, 58, 66, [4, 4, 16, 16]), rect(-40, 8, 80, 8)), p.accent);
}

/** Decor: a vase with leaves (variant 0) or with flowers (1). */
export function decor(k: DrawKit): void {
  const { r, p } = k;
  const leaf = hsl(130, 45, 38);
  if (k.variant === 1) {
    const stems: Array<[number, number]> = [
      [-20, -30],
      [0, -42],
      [20, -28],
      [-8, -20],
      [10, -16],
    ];
    for (const [x, y] of stems) r.draw(line(0, 8, x, y, 2), leaf);
    stems.forEach(([x, y], i) => {
      const petal = hsl(p.hue + i * 25, 70, 62);
      for (let a = 0; a < 360; a += 60)
        r.draw(
          circle(x + Math.cos((a * Math.PI) / 180) * 5, y + Math.sin((a * Math.PI) / 180) * 5, 4.2),
          petal,
        );
      r.draw(circle(x, y, 3.2), hsl(45, 90, 60));
    });
  } else {
    const leaves: Array<[number, number, number]> = [
      [-18, -26, -35],
      [16, -30, 30],
      [0, -40, 0],
      [-26, -8, -60],
      [26, -10, 60],
    ];
    leaves.forEach(([x, y, angle], i) => {
      r.save();
      r.translate(x, y);
      r.rotate(angle);
      r.draw(ellipse(0, 0, 8, 20), i % 2 ? leaf : lighten(leaf, 0.15));
      r.draw(line(0, -16, 0, 16, 1), darken(leaf, 0.3), { alpha: 0.6 });
      r.restore();
    });
  }
  const half: Point[] = [[10, 4], ...curvePoints([9, 10], [26, 18], [20, 40], 8), [16, 46]];
  r.draw(
    polygon(mirrored(0, half), 1),
    linear(-22, 0, 22, 0, [
      [0, p.mainDark],
      [0.4, p.main],
      [1, p.mainDark],
    ]),
  );
  r.draw(rect(-12, 2, 24, 5, 2), darken(p.main, 0.25));
  r.draw(subtract(ellipse(-8, 26, 4, 12), rect(-20, 36, 40, 10)), WHITE, { alpha: 0.25 });
}
