import type { BlogText } from './types';

export const BLOG_EN: BlogText[] = [
  {
    title: 'How to choose wireless headphones',
    summary:
      'Noise cancelling, battery life, comfort: what really matters when you pick your next pair.',
    content:
      '<p>Wireless headphones all look alike in photos, but they feel very different after two hours on a train. Here is what to check before you buy.</p>' +
      '<h3>Noise cancelling</h3><p>Active noise cancelling makes the biggest difference on planes and in open offices. Look for a transparency mode too, so you can hear announcements without taking them off.</p>' +
      '<h3>Battery and charging</h3><ul><li>30 hours or more covers a week of commuting.</li><li>Fast charging (10 minutes for several hours) matters more than the total.</li></ul>' +
      '<h3>Comfort</h3><p>Soft memory-foam cushions and a light headband are worth more than any extra feature. If you wear glasses, choose wider, softer cups.</p>',
  },
  {
    title: 'Five skincare habits that actually work',
    summary:
      'Forget twelve-step routines: a few simple habits do most of the work for healthy skin.',
    content:
      '<p>Good skin care is less about buying more and more about doing a few things every day.</p>' +
      '<ol><li><strong>Cleanse gently</strong> in the evening, not with hot water.</li><li><strong>Moisturise</strong> while the skin is still slightly damp.</li><li><strong>Wear sunscreen</strong> every morning, even when it is cloudy.</li><li><strong>Add one active ingredient at a time</strong>, such as a serum with niacinamide, and give it four weeks.</li><li><strong>Sleep and drink water</strong>: no cream replaces them.</li></ol>' +
      '<p>If your skin is sensitive, choose fragrance-free products and test each new one on a small area first.</p>',
  },
  {
    title: 'Small-space living: furniture that works harder',
    summary:
      'Chairs that stack, lamps that light the whole room and storage that looks like decor.',
    content:
      '<p>A small flat can feel calm and spacious with the right pieces. The trick is to choose furniture that does more than one job.</p>' +
      '<ul><li><strong>Light chairs with slim legs</strong> keep the floor visible, which makes a room look larger.</li><li><strong>One good lamp</strong> with warm light beats several dim ones.</li><li><strong>Plants and vases</strong> bring colour without clutter; group them in odd numbers.</li></ul>' +
      '<p>Pick a palette of two or three colours and repeat them: a cushion, a mug, a vase. The room will feel planned rather than crowded.</p>',
  },
  {
    title: 'Your first 5K: the gear you need',
    summary:
      'Running is simple, but the right shoes and a few small extras make the first weeks much easier.',
    content:
      '<p>You do not need much to start running, but what you have should fit well.</p>' +
      '<h3>Shoes first</h3><p>Choose cushioned running shoes with a little room at the toes. Try them in the afternoon, when your feet are slightly larger.</p>' +
      '<h3>Useful extras</h3><ul><li>A fitness watch to keep an easy pace: if you cannot talk, slow down.</li><li>A bottle of water or juice for after the run.</li><li>Breathable clothes in layers for cool mornings.</li></ul>' +
      '<p>Run three times a week, alternate running and walking, and add a few minutes each week. Most people reach 5 km in about eight weeks.</p>',
  },
  {
    title: 'Coffee at home, from bean to cup',
    summary:
      'Fresh beans, the right grind and a little patience: café-quality coffee in your own kitchen.',
    content:
      '<p>Great coffee at home takes three things: fresh beans, the right grind and clean water.</p>' +
      '<ul><li><strong>Buy whole beans</strong> roasted in the last month and keep them in a sealed bag away from light.</li><li><strong>Grind just before brewing</strong>: fine for espresso, medium for filter, coarse for a French press.</li><li><strong>Use water just off the boil</strong>, around 93 °C.</li></ul>' +
      '<p>Start with 60 g of coffee per litre of water and adjust to taste. Prefer tea? The same rules apply: fresh leaves, the right temperature and a timer.</p>',
  },
  {
    title: 'Selling on WellMart: open your shop in a day',
    summary: 'From application to first order: how independent sellers get started on WellMart.',
    content:
      '<p>Thousands of buyers visit WellMart every day looking for products from independent shops. Opening your own shop is free.</p>' +
      '<ol><li><strong>Apply</strong> from your account page with your shop name, contact details and ID.</li><li><strong>Get approved</strong>: most applications are reviewed within one business day.</li><li><strong>List your products</strong> with photos and descriptions in as many languages as you like.</li><li><strong>Ship and get paid</strong>: when the buyer confirms receipt, the amount is credited to your merchant balance.</li></ol>' +
      '<p>Our seller support team is here to help with your first listings.</p>',
  },
];
