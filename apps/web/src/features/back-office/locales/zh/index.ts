// The back office's messages in this language: one line per area (see ../../README.md).
import audit from './audit.json';
import catalogue from './catalogue.json';
import content from './content.json';
import dashboard from './dashboard.json';
import money from './money.json';
import orders from './orders.json';
import refunds from './refunds.json';
import reviews from './reviews.json';
import settings from './settings.json';
import shell from './shell.json';
import shops from './shops.json';
import staff from './staff.json';
import users from './users.json';

export default {
  audit,
  catalogue,
  content,
  dashboard,
  money,
  orders,
  refunds,
  reviews,
  settings,
  shell,
  shops,
  staff,
  users,
};
