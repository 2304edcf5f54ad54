import { STAFF_ROLES } from '@mall/contract/staff';

export const DEMO_PASSWORD = 'demo12345';

export interface AccountSeed {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  roles: string[];
  /** Shown in the list of demo accounts printed at start-up. */
  role: 'admin' | 'catalogue' | 'finance' | 'support' | 'buyer' | 'seller' | 'reviewer';
  hue: number;
}

const account = (
  role: AccountSeed['role'],
  email: string,
  firstname: string,
  lastname: string,
  phone: string,
  hue: number,
): AccountSeed => ({
  role,
  email,
  firstname,
  lastname,
  phone,
  hue,
  roles: STAFF_ROLES.some((staff) => staff === role) ? [role] : [],
});

export const ACCOUNTS: AccountSeed[] = [
  account('admin', 'admin@example.com', 'Alex', 'Morgan', '+1 512 555 0100', 220),
  account('buyer', 'buyer@example.com', 'Emma', 'Wilson', '+1 512 555 0101', 330),
  account('seller', 'seller@example.com', 'Daniel', 'Brooks', '+1 415 555 0142', 210),
  account('seller', 'seller2@example.com', 'Lucía', 'Romero', '+34 91 555 0187', 10),
  account('seller', 'seller3@example.com', 'Mei', 'Lin', '+886 2 5550 1234', 340),
  account('seller', 'seller4@example.com', 'Sofia', 'Lindqvist', '+46 8 555 0199', 160),
  account('seller', 'seller5@example.com', 'Kenji', 'Watanabe', '+81 3 5550 7788', 140),
  account('seller', 'seller6@example.com', 'Priya', 'Sharma', '+44 20 5550 3344', 40),
  account('reviewer', 'liu.yang@example.com', 'Yang', 'Liu', '+86 21 5550 6621', 0),
  account('reviewer', 'carlos.garcia@example.com', 'Carlos', 'García', '+52 55 5550 4410', 25),
  account('reviewer', 'sakura.tanaka@example.com', 'Sakura', 'Tanaka', '+81 6 5550 2233', 300),
  account('reviewer', 'somchai.k@example.com', 'Somchai', 'Kittisak', '+66 2 555 0178', 90),
  account('reviewer', 'jiwoo.park@example.com', 'Ji-woo', 'Park', '+82 2 555 0164', 260),
  // Back-office staff of each role (decision 0023): admin is the owner.
  account('catalogue', 'catalogue@example.com', 'Nora', 'Quinn', '+1 512 555 0102', 280),
  account('finance', 'finance@example.com', 'Omar', 'Haddad', '+1 512 555 0103', 120),
  account('support', 'support@example.com', 'Grace', 'Kim', '+1 512 555 0104', 190),
];

/** The accounts to log in with, as printed at start-up. */
export const DEMO_ACCOUNTS = ACCOUNTS.filter((a) => a.role !== 'reviewer').map((a) => ({
  role: a.role,
  email: a.email,
  password: DEMO_PASSWORD,
}));
