// The back office's messages in this language: one line per area (see ../../README.md).
import audit from './audit.json';
import catalogue from './catalogue.json';
import content from './content.json';
import orders from './orders.json';
import reviews from './reviews.json';
import shell from './shell.json';
import staff from './staff.json';
import users from './users.json';

export default { audit, catalogue, content, orders, reviews, shell, staff, users };
