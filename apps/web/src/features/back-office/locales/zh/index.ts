// The back office's messages in this language: one line per area (see ../../README.md).
import catalogue from './catalogue.json';
import content from './content.json';
import orders from './orders.json';
import refunds from './refunds.json';
import reviews from './reviews.json';
import shell from './shell.json';
import shops from './shops.json';

export default { catalogue, content, orders, refunds, reviews, shell, shops };
