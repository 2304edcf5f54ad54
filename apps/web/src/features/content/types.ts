import type { Announcement, Policy } from '@mall/contract/site';

export type { Announcement, Policy };
export type { BlogSummary, BlogDetail as BlogPost } from '@mall/contract/content';

export type PolicyKey = 'terms' | 'support' | 'return' | 'privacy' | 'about_us' | 'user';
