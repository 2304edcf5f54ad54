import type { ObjectKind } from './pictures';

export interface ShopSeed {
  key: string;
  name: string;
  description: string;
  contactName: string;
  telephone: string;
  email: string;
  address: string;
  hue: number;
  /** The objects on its logo and banner. */
  kinds: ObjectKind[];
  /** Top-level category keys it sells. */
  categories: string[];
  /** The seller account that owns it. */
  ownerEmail: string;
}

export const SHOPS: ShopSeed[] = [
  {
    key: 'gadget-harbor',
    name: 'Gadget Harbor',
    description:
      'Phones, laptops, audio and cameras from brands we use ourselves. Every device is tested before it ships, with a 12-month warranty.',
    contactName: 'Daniel Brooks',
    telephone: '+1 415 555 0142',
    email: 'hello@gadgetharbor.example.com',
    address: '88 Market Street, San Francisco, CA 94103, United States',
    hue: 215,
    kinds: ['phone', 'headphones', 'laptop'],
    categories: ['electronics'],
    ownerEmail: 'seller@example.com',
  },
  {
    key: 'urban-threads',
    name: 'Urban Threads',
    description:
      'Everyday clothing, sneakers and bags in honest fabrics. New arrivals every Friday and free exchanges on sizes.',
    contactName: 'Lucía Romero',
    telephone: '+34 91 555 0187',
    email: 'shop@urbanthreads.example.com',
    address: 'Calle de Fuencarral 45, 28004 Madrid, Spain',
    hue: 12,
    kinds: ['dress', 'sneaker', 'handbag'],
    categories: ['fashion'],
    ownerEmail: 'seller2@example.com',
  },
  {
    key: 'glow-beauty',
    name: 'Glow Beauty Lab',
    description:
      'Skincare, fragrance and makeup chosen by licensed aestheticians. Cruelty-free brands only, with samples in every order.',
    contactName: 'Mei Lin',
    telephone: '+886 2 5550 1234',
    email: 'care@glowbeautylab.example.com',
    address: 'No. 12, Section 4, Zhongxiao East Road, Taipei 106, Taiwan',
    hue: 335,
    kinds: ['perfume', 'lipstick', 'skincare'],
    categories: ['beauty'],
    ownerEmail: 'seller3@example.com',
  },
  {
    key: 'nest-and-nook',
    name: 'Nest and Nook',
    description:
      'Furniture, lighting and kitchenware for calm, comfortable homes, plus a pantry of coffee, tea and treats.',
    contactName: 'Sofia Lindqvist',
    telephone: '+46 8 555 0199',
    email: 'hej@nestandnook.example.com',
    address: 'Götgatan 21, 116 46 Stockholm, Sweden',
    hue: 160,
    kinds: ['chair', 'lamp', 'decor'],
    categories: ['home', 'food'],
    ownerEmail: 'seller4@example.com',
  },
  {
    key: 'peak-motion',
    name: 'Peak Motion Sports',
    description:
      'Gear for the gym, the trail and the court. Our staff are coaches and climbers who answer questions seven days a week.',
    contactName: 'Kenji Watanabe',
    telephone: '+81 3 5550 7788',
    email: 'team@peakmotion.example.com',
    address: '2-14-5 Shibuya, Shibuya-ku, Tokyo 150-0002, Japan',
    hue: 140,
    kinds: ['ball', 'bicycle', 'camping'],
    categories: ['sports', 'toys'],
    ownerEmail: 'seller5@example.com',
  },
  {
    key: 'paper-lantern',
    name: 'Paper Lantern Gifts',
    description:
      'Books, stationery, jewellery and thoughtful gifts, wrapped by hand with a handwritten card on request.',
    contactName: 'Priya Sharma',
    telephone: '+44 20 5550 3344',
    email: 'hello@paperlantern.example.com',
    address: '17 Neal Street, London WC2H 9PU, United Kingdom',
    hue: 42,
    kinds: ['books', 'watch', 'necklace'],
    categories: ['books', 'jewellery', 'toys'],
    ownerEmail: 'seller6@example.com',
  },
];
