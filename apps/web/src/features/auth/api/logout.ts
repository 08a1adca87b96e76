import { apiRequest } from "@/shared/api/apiRequest";

export async function logout(): Promise<void> {
  await apiRequest("/api/auth/logout", { method: "POST", body: {} });
}
