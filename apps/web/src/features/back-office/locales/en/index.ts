// The back office's messages in this language: one line per area (see ../../README.md).
import orders from './orders.json';
import reviews from './reviews.json';
import refunds from './refunds.json';
import shops from './shops.json';
import shell from './shell.json';

export default { orders, refunds, reviews, shops, shell };
