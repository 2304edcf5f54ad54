import { darken, hsl, lighten, WHITE } from '../../draw/color';
import { linear } from '../../draw/raster';
import {
  arcPoints,
  circle,
  intersect,
  line,
  polygon,
  polyline,
  rect,
  ring,
} from '../../draw/shapes';
import type { DrawKit } from './kit';

/** A football (0), basketball (1), tennis ball (2) or volleyball (3). */
export function ball(k: DrawKit): void {
  const { r, p } = k;
  const body = circle(0, 4, 42);
  if (k.variant === 1) {
    r.draw(body, hsl(24, 85, 52));
    const seam = darken(hsl(24, 85, 52), 0.6);
    r.draw(intersect(body, line(-50, 4, 50, 4, 2.4)), seam);
    r.draw(intersect(body, line(0, -40, 0, 48, 2.4)), seam);
    r.draw(intersect(body, polyline(arcPoints(-52, 4, 36, 40, -60, 60, 16), 2.4)), seam);
    r.draw(intersect(body, polyline(arcPoints(52, 4, 36, 40, 120, 240, 16), 2.4)), seam);
  } else if (k.variant === 2) {
    const felt = hsl(68, 80, 55);
    const tennis = circle(0, 16, 30);
    r.draw(tennis, felt);
    r.draw(intersect(tennis, polyline(arcPoints(-40, 16, 26, 30, -55, 55, 14), 3)), WHITE);
    r.draw(intersect(tennis, polyline(arcPoints(40, 16, 26, 30, 125, 235, 14), 3)), WHITE);
    r.draw(circle(-10, 4, 9), WHITE, { alpha: 0.25 });
    return;
  } else if (k.variant === 3) {
    r.draw(body, WHITE);
    for (const angle of [0, 120, 240]) {
      r.save();
      r.translate(0, 4);
      r.rotate(angle);
      r.draw(
        intersect(
          circle(0, 0, 42),
          polygon(
            [
              [0, 0],
              [46, -20],
              [46, 20],
            ],
            0,
          ),
        ),
        angle === 0 ? p.main : p.accent,
      );
      r.restore();
    }
  } else {
    r.draw(body, WHITE);
    const pent = (cx: number, cy: number, s: number): void => {
      const pts = [0, 72, 144, 216, 288].map((a): [number, number] => [
        cx + s * Math.sin((a * Math.PI) / 180),
        cy - s * Math.cos((a * Math.PI) / 180),
      ]);
      r.draw(intersect(body, polygon(pts, 1)), p.dark);
    };
    pent(0, 4, 11);
    for (const a of [0, 72, 144, 216, 288])
      pent(34 * Math.sin((a * Math.PI) / 180), 4 - 34 * Math.cos((a * Math.PI) / 180), 10);
  }
  r.draw(ring(0, 4, 42, 1.5), hsl(p.hue, 10, 30), { alpha: 0.4 });
  r.draw(intersect(body, circle(-14, -10, 24)), WHITE, { alpha: 0.18 });
}

/** A dumbbell (0) or a kettlebell (1). */
export function fitness(k: DrawKit): void {
  const { r, p } = k;
  if (k.variant === 1) {
    r.draw(ring(0, -16, 20, 9), p.dark);
    r.draw(
      circle(0, 16, 32),
      linear(-32, 0, 32, 0, [
        [0, p.mainDark],
        [0.4, p.main],
        [1, p.mainDark],
      ]),
    );
    r.draw(circle(-12, 4, 8), WHITE, { alpha: 0.2 });
    r.draw(rect(-10, 14, 20, 10, 3), p.light, { alpha: 0.9 });
    return;
  }
  r.draw(
    rect(-32, -3.5, 64, 7, 3),
    linear(0, -4, 0, 4, [
      [0, lighten(p.metal, 0.4)],
      [1, darken(p.metal, 0.3)],
    ]),
  );
  for (const side of [-1, 1]) {
    r.draw(rect(side > 0 ? 20 : -30, -24, 10, 48, 3), p.main);
    r.draw(rect(side > 0 ? 30 : -38, -17, 8, 34, 3), p.mainDark);
    r.draw(rect(side > 0 ? 38 : -42, -4, 4, 8, 1.5), p.metal);
    r.draw(rect(side > 0 ? 22 : -28, -20, 3, 40, 1.5), WHITE, { alpha: 0.25 });
  }
}

export function bicycle(k: DrawKit): void {
  const { r, p } = k;
  for (const x of [-28, 28]) {
    r.draw(ring(x, 20, 20, 4.5), p.dark);
    r.draw(ring(x, 20, 16.5, 1), p.metal);
    for (let a = 0; a < 180; a += 30) {
      const c = Math.cos((a * Math.PI) / 180) * 16;
      const s = Math.sin((a * Math.PI) / 180) * 16;
      r.draw(line(x - c, 20 - s, x + c, 20 + s, 0.6), p.metal);
    }
    r.draw(circle(x, 20, 2.5), p.metal);
  }
  const frame = p.main;
  r.draw(
    polyline(
      [
        [-28, 20],
        [-6, -8],
        [20, -8],
        [28, 20],
      ],
      4,
    ),
    frame,
  );
  r.draw(
    polyline(
      [
        [-6, -8],
        [0, 20],
        [20, -8],
      ],
      4,
    ),
    frame,
  );
  r.draw(
    polyline(
      [
        [-28, 20],
        [0, 20],
      ],
      4,
    ),
    frame,
  );
  r.draw(line(-8, -12, -4, -4, 3), p.dark);
  r.draw(rect(-16, -16, 16, 5, 2.5), p.dark);
  r.draw(line(20, -8, 18, -20, 3), p.metal);
  r.draw(
    polyline(
      [
        [12, -20],
        [18, -20],
        [24, -18],
      ],
      3,
    ),
    p.dark,
  );
  r.draw(circle(0, 20, 4), p.metal);
}

/** A tent (0) or a backpack (1). */
export function camping(k: DrawKit): void {
  const { r, p } = k;
  if (k.variant === 1) {
    r.draw(rect(-20, -44, 40, 20, 10), darken(p.main, 0.2));
    r.draw(rect(-28, -34, 56, 80, 14), p.main);
    r.draw(rect(-28, -34, 56, 28, [14, 14, 6, 6]), darken(p.main, 0.18));
    r.draw(rect(-18, 12, 36, 26, 6), darken(p.main, 0.1));
    r.draw(rect(-18, 12, 36, 6, 3), p.accent);
    r.draw(rect(-3, -12, 6, 8, 2), p.metal);
    for (const side of [-1, 1]) r.draw(rect(side > 0 ? 28 : -33, -10, 5, 40, 2.5), p.dark);
    return;
  }
  r.draw(
    polygon(
      [
        [0, -38],
        [50, 40],
        [-50, 40],
      ],
      2,
    ),
    p.main,
  );
  r.draw(
    polygon(
      [
        [0, -38],
        [50, 40],
        [22, 40],
      ],
      1,
    ),
    darken(p.main, 0.2),
  );
  r.draw(
    polygon(
      [
        [0, -26],
        [18, 40],
        [-18, 40],
      ],
      1,
    ),
    darken(p.main, 0.35),
  );
  r.draw(
    polygon(
      [
        [0, -12],
        [9, 40],
        [-9, 40],
      ],
      1,
    ),
    hsl(p.hue, 20, 14),
  );
  r.draw(line(0, -38, 0, -46, 2), p.dark);
  r.draw(line(-50, 42, 50, 42, 2), darken(p.main, 0.4));
  r.draw(rect(-30, 8, 10, 4, 2), p.accent);
}
