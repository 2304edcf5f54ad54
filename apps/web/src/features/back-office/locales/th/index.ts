// The back office's messages in this language: one line per area (see ../../README.md).
import audit from './audit.json';
import orders from './orders.json';
import reviews from './reviews.json';
import staff from './staff.json';
import users from './users.json';

export default { audit, orders, reviews, staff, users };
