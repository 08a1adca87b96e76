import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/shared/api/apiRequest";

export interface LoginInput {
  username: string;
  password: string;
}

export interface LoginResult {
  redirectTo: string;
}

export function login(input: LoginInput) {
  return apiRequest<LoginResult>("/api/auth/login", { method: "POST", body: input });
}

/** Signs in; on success drops every cached query of a previous session. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => {
      queryClient.clear();
    },
  });
}
