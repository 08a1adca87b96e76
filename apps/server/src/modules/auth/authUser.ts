/** Who is calling: resolved from the session cookie on every request. */
export interface AuthUser {
  userId: number;
  companyId: number;
  companyName: string;
  name: string;
  email: string | null;
  phoneNo: string | null;
  isDriver: boolean;
  accessKeys: readonly string[];
  language: string;
}
