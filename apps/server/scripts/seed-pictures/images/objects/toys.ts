import { darken, hsl, lighten, WHITE } from '../../draw/color';
import { linear } from '../../draw/raster';
import { circle, ellipse, line, polygon, rect } from '../../draw/shapes';
import type { DrawKit } from './kit';

export function blocks(k: DrawKit): void {
  const { r, p } = k;
  const colors = [p.main, p.accent, hsl(48, 90, 58), hsl(p.hue + 90, 65, 55)];
  const brick = (x: number, y: number, w: number, studs: number, i: number): void => {
    const color = colors[i % colors.length] ?? p.main;
    for (let s = 0; s < studs; s++)
      r.draw(rect(x + 3 + s * (w / studs), y - 5, w / studs - 6, 7, 2), darken(color, 0.1));
    r.draw(rect(x, y, w, 20, 3), color);
    r.draw(rect(x, y + 15, w, 5, [0, 0, 3, 3]), darken(color, 0.2));
    r.draw(rect(x + 3, y + 3, w - 6, 3, 1.5), WHITE, { alpha: 0.3 });
  };
  brick(-46, 26, 60, 4, 0);
  brick(16, 26, 30, 2, 1);
  brick(-30, 1, 46, 3, 2);
  brick(-14, -24, 30, 2, 3);
  if (k.variant === 1) brick(20, 1, 26, 2, 0);
}

export function teddy(k: DrawKit): void {
  const { r, p } = k;
  const fur = k.variant === 1 ? lighten(p.main, 0.3) : hsl(28, 45, 55);
  const dark = darken(fur, 0.25);
  const light = lighten(fur, 0.45);
  for (const side of [-1, 1]) {
    r.draw(circle(side * 17, -38, 9), fur);
    r.draw(circle(side * 17, -38, 5), light);
    r.draw(ellipse(side * 26, 8, 9, 15), dark);
    r.draw(ellipse(side * 17, 38, 12, 9), fur);
    r.draw(ellipse(side * 17, 39, 7, 5.5), light);
  }
  r.draw(ellipse(0, 16, 26, 28), fur);
  r.draw(ellipse(0, 20, 15, 17), light);
  r.draw(circle(0, -20, 22), fur);
  r.draw(ellipse(0, -12, 10, 8), light);
  r.draw(ellipse(0, -15, 4, 3), hsl(20, 30, 15));
  r.draw(line(0, -13, 0, -9, 1.2), hsl(20, 30, 15));
  for (const side of [-1, 1]) {
    r.draw(circle(side * 9, -24, 2.8), hsl(20, 30, 12));
    r.draw(circle(side * 9 - 0.8, -25, 0.9), WHITE);
  }
  r.draw(
    polygon(
      [
        [-10, -4],
        [0, 0],
        [-10, 4],
      ],
      1,
    ),
    p.accent,
  );
  r.draw(
    polygon(
      [
        [10, -4],
        [0, 0],
        [10, 4],
      ],
      1,
    ),
    p.accent,
  );
  r.draw(circle(0, 0, 2.5), darken(p.accent, 0.2));
}

export function babyBottle(k: DrawKit): void {
  const { r, p } = k;
  r.draw(ellipse(0, -34, 8, 11), hsl(35, 70, 82));
  r.draw(rect(-13, -28, 26, 8, 3), hsl(35, 60, 78));
  r.draw(rect(-19, -22, 38, 11, 4), p.main);
  r.draw(
    rect(-17, -11, 34, 57, 10),
    linear(-17, 0, 17, 0, [
      [0, lighten(p.main, 0.6)],
      [0.5, WHITE],
      [1, lighten(p.main, 0.55)],
    ]),
  );
  r.draw(rect(-17, 14, 34, 32, [0, 0, 10, 10]), hsl(45, 40, 96));
  for (let i = 0; i < 5; i++) r.draw(rect(6, -4 + i * 9, 7 - (i % 2) * 3, 1.6, 0.8), p.mainDark);
  r.draw(circle(-6, 28, 6), p.accent, { alpha: 0.8 });
}

export function toyCar(k: DrawKit): void {
  const { r, p } = k;
  r.draw(rect(-24, -18, 46, 24, [10, 14, 0, 0]), p.main);
  r.draw(rect(-19, -13, 18, 14, [6, 2, 0, 0]), hsl(200, 70, 82));
  r.draw(rect(2, -13, 16, 14, [2, 8, 0, 0]), hsl(200, 70, 82));
  r.draw(rect(-48, 2, 96, 24, 9), p.main);
  r.draw(rect(-48, 16, 96, 10, [0, 0, 9, 9]), darken(p.main, 0.2));
  r.draw(rect(40, 6, 7, 6, 2), hsl(50, 95, 65));
  r.draw(rect(-47, 6, 5, 6, 2), hsl(0, 80, 60));
  r.draw(rect(-10, 8, 12, 3, 1.5), WHITE, { alpha: 0.5 });
  for (const x of [-28, 28]) {
    r.draw(circle(x, 26, 12), p.dark);
    r.draw(circle(x, 26, 5.5), p.metal);
    r.draw(circle(x, 26, 2), p.dark);
  }
}
