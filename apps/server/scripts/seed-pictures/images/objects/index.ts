import { babyBottle, blocks, teddy, toyCar } from './toys';
import { ball, bicycle, camping, fitness } from './sports';
import { books, art, notebook, pens } from './books';
import { camera, headphones, laptop, phone, smartwatch } from './electronics';
import { beverage, coffee, fruit, snacks } from './food';
import { chair, decor, kitchen, lamp } from './home';
import { dress, handbag, jacket, sneaker, tshirt } from './fashion';
import { haircare, lipstick, perfume, skincare } from './beauty';
import { jewelRing, necklace, sunglasses, watch } from './jewellery';
import type { ObjectKind } from '../../../../src/db/seed/content/pictures';
import type { ObjectDrawer } from './kit';

/** How to draw one kind of object and where its drawing starts and ends vertically. */
export interface ObjectSpec {
  draw: ObjectDrawer;
  /** Local y of the top and of the bottom (where it stands) of the drawing. */
  top: number;
  foot: number;
}

const spec = (draw: ObjectDrawer, top = -47, foot = 46): ObjectSpec => ({ draw, top, foot });

export const OBJECTS = {
  phone: spec(phone, -47, 47),
  laptop: spec(laptop, -38, 31),
  headphones: spec(headphones, -40, 38),
  smartwatch: spec(smartwatch, -50, 50),
  camera: spec(camera, -38, 36),
  tshirt: spec(tshirt, -45, 46),
  dress: spec(dress, -48, 48),
  jacket: spec(jacket, -49, 47),
  sneaker: spec(sneaker, -19, 31),
  handbag: spec(handbag, -40, 42),
  skincare: spec(skincare),
  perfume: spec(perfume),
  lipstick: spec(lipstick),
  haircare: spec(haircare, -40, 46),
  chair: spec(chair),
  lamp: spec(lamp, -44, 48),
  kitchen: spec(kitchen, -46, 44),
  decor: spec(decor, -52, 46),
  ball: spec(ball),
  fitness: spec(fitness, -24, 24),
  bicycle: spec(bicycle, -22, 42),
  camping: spec(camping, -46, 43),
  blocks: spec(blocks, -29, 46),
  teddy: spec(teddy, -47, 47),
  babyBottle: spec(babyBottle, -45, 46),
  toyCar: spec(toyCar, -18, 38),
  coffee: spec(coffee, -46, 47),
  snacks: spec(snacks, -40, 44),
  fruit: spec(fruit, -30, 40),
  beverage: spec(beverage, -48, 46),
  books: spec(books, -46, 44),
  notebook: spec(notebook, -46, 44),
  pens: spec(pens, -42, 40),
  art: spec(art, -32, 40),
  watch: spec(watch, -50, 50),
  ring: spec(jewelRing, -34, 40),
  necklace: spec(necklace, -34, 50),
  sunglasses: spec(sunglasses, -12, 20),
} satisfies Record<ObjectKind, ObjectSpec>;

export type { ObjectKind };
