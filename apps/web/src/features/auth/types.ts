/** UserInfo of the API contract (section 2). */
export interface UserInfo {
  id: number;
  email: string;
  firstname: string;
  lastname?: string | null;
  avatar?: string | null;
  phone?: string | null;
  seller_url?: string | null;
  is_seller?: boolean;
  seller_status?: 'none' | 'pending' | 'approved' | 'rejected';
  roles?: string[];
  card?: { count: number };
  product?: { count: number };
  notice?: { count: number };
  message_unread_count?: number;
}

/** What login and registration answer. */
export interface LoginResult {
  'access-token': string;
  user: UserInfo;
  seller_url?: string | null;
  card?: { count: number };
  message_unread_count?: number;
}
