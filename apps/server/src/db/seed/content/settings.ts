/** Website settings (key to JSON value); `logo` is filled in with the generated image's path. */
export function websiteSettings(logo: string): Record<string, unknown> {
  return {
    site_name: 'WellMart',
    logo,
    favicon: logo,
    site_description: 'WellMart: an open marketplace of independent shops.',
    service_url: '/#/pages/server/chat',
    third_service_url: '',
    seller_url: '',
    min_recharge: 100,
    topup_daily_limit: 5,
    order_auto_cancel_minutes: 30,
    refund_window_days: 7,
    order_auto_complete_days: 10,
    commission_percent: 5,
    cod_max_order: 1000,
    cod_ship_days: 7,
    shipping_methods: [
      { method: 'standard', label: 'Standard delivery', cost: 0 },
      { method: 'express', label: 'Express delivery', cost: 9.9 },
    ],
    default_currency: 'USD',
    default_lang: 'en',
    contact_email: 'support@wellmart.example.com',
    contact_phone: '+1 800 555 0199',
    address: '500 Commerce Way, Suite 200, Austin, TX 78701, United States',
    copyright: '© 2026 WellMart. All rights reserved.',
    chat_icon_size: 50,
    app_version: '1.0.8',
  };
}
