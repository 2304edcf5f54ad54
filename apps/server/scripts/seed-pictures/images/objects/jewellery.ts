import { darken, hsl, lighten, WHITE } from '../../draw/color';
import { linear } from '../../draw/raster';
import { arcPoints, circle, ellipse, line, polygon, polyline, rect } from '../../draw/shapes';
import type { DrawKit } from './kit';

export function watch(k: DrawKit): void {
  const { r, p } = k;
  const metal = k.variant === 1 ? p.metal : p.gold;
  r.draw(rect(-14, -50, 28, 100, 6), k.variant === 1 ? p.dark : hsl(25, 45, 32));
  for (let y = -44; y <= 44; y += 88) r.draw(rect(-12, y - 3, 24, 1.5), WHITE, { alpha: 0.15 });
  r.draw(rect(26, -5, 7, 10, 2), metal);
  r.draw(
    circle(0, 0, 30),
    linear(-30, -30, 30, 30, [
      [0, lighten(metal, 0.4)],
      [1, darken(metal, 0.3)],
    ]),
  );
  r.draw(circle(0, 0, 25), k.variant === 2 ? p.main : p.light);
  for (let h = 0; h < 12; h++) {
    const a = (h * 30 * Math.PI) / 180;
    const long = h % 3 === 0;
    r.draw(
      line(
        Math.sin(a) * (long ? 17 : 19),
        -Math.cos(a) * (long ? 17 : 19),
        Math.sin(a) * 22,
        -Math.cos(a) * 22,
        long ? 2.2 : 1.2,
      ),
      k.variant === 2 ? p.light : p.dark,
    );
  }
  const hand = k.variant === 2 ? WHITE : p.dark;
  r.draw(line(0, 0, -8, -9, 2.6), hand);
  r.draw(line(0, 0, 12, -11, 1.8), hand);
  r.draw(line(0, 4, 0, -18, 0.8), p.accent);
  r.draw(circle(0, 0, 2), metal);
}

export function jewelRing(k: DrawKit): void {
  const { r, p } = k;
  const metal = k.variant === 1 ? hsl(210, 8, 80) : p.gold;
  r.draw(
    polyline(arcPoints(0, 14, 30, 26, 0, 360, 40), 7),
    linear(-30, 0, 30, 0, [
      [0, darken(metal, 0.3)],
      [0.5, lighten(metal, 0.4)],
      [1, darken(metal, 0.3)],
    ]),
  );
  r.draw(polyline(arcPoints(0, 14, 30, 26, 200, 340, 20), 2.5), WHITE, { alpha: 0.35 });
  const gem = k.variant === 2 ? p.main : hsl(195, 70, 82);
  r.draw(
    polygon(
      [
        [-8, -12],
        [8, -12],
        [4, -6],
        [-4, -6],
      ],
      0.5,
    ),
    metal,
  );
  r.draw(
    polygon(
      [
        [-14, -26],
        [14, -26],
        [0, -8],
      ],
      1,
    ),
    darken(gem, 0.15),
  );
  r.draw(
    polygon(
      [
        [-10, -34],
        [10, -34],
        [14, -26],
        [-14, -26],
      ],
      1,
    ),
    lighten(gem, 0.2),
  );
  r.draw(
    polygon(
      [
        [-4, -34],
        [4, -34],
        [0, -26],
      ],
      0.3,
    ),
    WHITE,
    { alpha: 0.6 },
  );
  r.draw(
    polygon(
      [
        [0, -26],
        [6, -26],
        [0, -10],
      ],
      0.3,
    ),
    WHITE,
    { alpha: 0.3 },
  );
}

export function necklace(k: DrawKit): void {
  const { r, p } = k;
  if (k.variant === 1) {
    const pts = arcPoints(0, -34, 38, 62, 20, 160, 22);
    for (const [x, y] of pts) {
      r.draw(circle(x, y, 4.4), hsl(35, 20, 72));
      r.draw(circle(x, y, 3.8), hsl(40, 30, 92));
      r.draw(circle(x - 1.2, y - 1.2, 1.3), WHITE, { alpha: 0.9 });
    }
    r.draw(circle(0, 30, 7), p.main);
    return;
  }
  r.draw(polyline(arcPoints(0, -34, 36, 58, 15, 165, 30), 1.6), p.gold);
  r.draw(line(0, 24, 0, 28, 1.6), p.gold);
  r.draw(
    polygon(
      [
        [0, 26],
        [10, 38],
        [0, 50],
        [-10, 38],
      ],
      2.5,
    ),
    p.gold,
  );
  r.draw(
    polygon(
      [
        [0, 29],
        [7.5, 38],
        [0, 47],
        [-7.5, 38],
      ],
      1,
    ),
    p.main,
  );
  r.draw(
    polygon(
      [
        [0, 30],
        [4, 36],
        [0, 38],
        [-4, 36],
      ],
      0.5,
    ),
    WHITE,
    { alpha: 0.5 },
  );
}

export function sunglasses(k: DrawKit): void {
  const { r, p } = k;
  const frame = k.variant === 1 ? p.gold : p.main;
  r.draw(
    polyline(
      [
        [-46, -8],
        [-50, 6],
      ],
      3,
    ),
    frame,
  );
  r.draw(
    polyline(
      [
        [46, -8],
        [50, 6],
      ],
      3,
    ),
    frame,
  );
  const lens = (cx: number): void => {
    const shape =
      k.variant === 1 ? ellipse(cx, 2, 19, 17) : rect(cx - 21, -12, 42, 30, [6, 6, 14, 14]);
    r.draw(shape, frame);
    const inner =
      k.variant === 1 ? ellipse(cx, 2, 16, 14) : rect(cx - 18, -9, 36, 24, [4, 4, 12, 12]);
    r.draw(
      inner,
      linear(0, -12, 0, 20, [
        [0, hsl(p.hue + 200, 40, 18)],
        [1, hsl(p.hue + 200, 45, 36)],
      ]),
    );
    r.draw(
      polygon(
        [
          [cx - 12, -6],
          [cx - 4, -6],
          [cx - 14, 10],
          [cx - 16, 6],
        ],
        1,
      ),
      WHITE,
      { alpha: 0.3 },
    );
  };
  lens(-24);
  lens(24);
  r.draw(polyline(arcPoints(0, 0, 6, 5, 200, 340, 8), 3), frame);
  if (k.variant !== 1) r.draw(line(-46, -10, 46, -10, 2.5), darken(frame, 0.1));
}
