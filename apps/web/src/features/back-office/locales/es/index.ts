// The back office's messages in this language: one line per area (see ../../README.md).
import dashboard from './dashboard.json';
import orders from './orders.json';
import reviews from './reviews.json';
import shell from './shell.json';

export default { dashboard, orders, reviews, shell };
