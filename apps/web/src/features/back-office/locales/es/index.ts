// The back office's messages in this language: one line per area (see ../../README.md).
import catalogue from './catalogue.json';
import money from './money.json';
import orders from './orders.json';
import reviews from './reviews.json';
import settings from './settings.json';
import shell from './shell.json';

export default { catalogue, money, orders, reviews, settings, shell };
