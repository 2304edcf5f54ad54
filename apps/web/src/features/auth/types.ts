/** UserInfo and LoginResult come from the contract (type-only: no zod in the bundle). */
export type { LoginResult, UserInfo } from '@mall/contract/auth';
