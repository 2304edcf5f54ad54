/** The whole schema, for Drizzle's relational queries and drizzle-kit. */
export * from './users';
export * from './shops';
export * from './catalog';
export * from './orders';
export * from './wallet';
export * from './notices';
export * from './content';
export * from './chat';
export * from './maintenance';
export * from './back-office';
