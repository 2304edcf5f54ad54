import type { PolicyKey } from '../../../schema/content';

export type PolicySet = Record<PolicyKey, { title: string; content: string }>;
