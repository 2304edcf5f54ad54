import type { PolicySet } from './types';

export const POLICIES_EN: PolicySet = {
  terms: {
    title: 'Terms and Conditions',
    content:
      '<p>These terms apply to everyone who uses WellMart, an online marketplace where independent shops sell to buyers. By creating an account or placing an order you accept them.</p>' +
      '<ul><li>Each product is sold by the shop named on its page; WellMart runs the platform, the wallet and payments.</li><li>Prices are shown in US dollars and converted to other currencies for display only.</li><li>An unpaid order is cancelled automatically after 30 minutes and its stock is released.</li><li>We may suspend accounts that break the law or these terms.</li></ul>' +
      '<p>We may update these terms; the date of the latest version is shown on this page.</p>',
  },
  support: {
    title: 'Support Policy',
    content:
      '<p>Our support team is here seven days a week, from 8:00 to 22:00 (UTC).</p>' +
      '<ul><li>Chat with us from any page with the support button, or write to support@wellmart.example.com.</li><li>We answer most messages within one business day.</li><li>For questions about a product, use "Contact the shop" on its page: sellers answer directly.</li></ul>' +
      '<p>Please include your order number so we can help you faster.</p>',
  },
  return: {
    title: 'Return and Refund Policy',
    content:
      '<p>You can request a refund for a delivered or completed order within 7 days of receiving it.</p>' +
      '<ul><li>Open the order in your purchase history and choose "Refund", with a short reason and photos if the item is damaged.</li><li>The shop reviews the request; once it is approved the amount returns to your wallet balance.</li><li>Items must be unused and in their original packaging, except when they arrived faulty.</li><li>Perishable food, opened cosmetics and personalised items cannot be returned unless they are faulty.</li></ul>',
  },
  privacy: {
    title: 'Privacy Policy',
    content:
      '<p>We collect only what we need to run your account and deliver your orders: your name, email, phone, delivery addresses and payment details.</p>' +
      '<ul><li>Shops see the name, address and phone number of the orders they fulfil, and nothing else.</li><li>Passwords are stored as salted hashes; we never see them.</li><li>We do not sell your data. You can ask us to export or delete it at any time.</li></ul>' +
      '<p>We use cookies only to keep you signed in and to remember your language and currency.</p>',
  },
  about_us: {
    title: 'About Us',
    content:
      '<p>WellMart brings together independent shops from around the world in one friendly marketplace.</p>' +
      '<p>We started in 2021 with six sellers and a simple idea: make it easy for small businesses to reach buyers everywhere, and make buying from them safe and simple.</p>' +
      '<p>Today thousands of buyers shop electronics, fashion, beauty, home goods and more in seven languages. Want to join them as a seller? Open your shop from your account page.</p>',
  },
  user: {
    title: 'User Agreement',
    content:
      '<p>Your WellMart account is personal. Keep your password safe and tell us at once if you think someone else has used it.</p>' +
      '<ul><li>Give accurate information when you register, buy, top up or withdraw.</li><li>Top-ups start at 100 USD and are credited after review; wallet balances are not bank deposits and earn no interest.</li><li>Reviews must be honest and about the product you bought.</li><li>Sellers must describe products truthfully and ship on time.</li></ul>',
  },
};
