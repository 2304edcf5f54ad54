// The back office's messages in this language: one line per area (see ../../README.md).
import orders from './orders.json';
import reviews from './reviews.json';

export default { orders, reviews };
