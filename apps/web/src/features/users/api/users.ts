import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/generated/graphql";
import type { CompanyUsersQuery, CreateUserInput, UpdateUserInput } from "@/generated/graphql/graphql";
import { requestEnvelope } from "@/shared/api/envelope";

export type CompanyUserRow = NonNullable<CompanyUsersQuery["companyUsers"]["data"]>[number];
export interface UsersQuery {
  search: string;
  status: "active" | "inactive" | null;
  page: number;
  show: number;
}

/** Query key of the users page: every change refreshes the list and the open user's sessions. */
const usersKey = ["company-users"] as const;

const LIST = graphql(`
  query CompanyUsers($filter: CompanyUsersFilter) {
    companyUsers(filter: $filter) {
      ...EnvelopeFields
      data {
        id name username email phoneNo roleId roleName isAdmin isActive isDriver twoFactorEnabled lastSignInOn
        activeSessions createdOn
      }
      pagination { total page show }
    }
  }
`);

const ROLES = graphql(`
  query CompanyRoles {
    companyRoles {
      ...EnvelopeFields
      data { id name isAdmin }
    }
  }
`);

const SESSIONS = graphql(`
  query UserSessions($input: UserIdInput!) {
    userSessions(input: $input) {
      ...EnvelopeFields
      data { ...SessionFields }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ...EnvelopeFields
      data { userId setPasswordUrl expiresOn }
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ...EnvelopeFields
    }
  }
`);

const SET_ACTIVE = graphql(`
  mutation SetUserActive($input: SetUserActiveInput!) {
    setUserActive(input: $input) {
      ...EnvelopeFields
    }
  }
`);

const RESET_PASSWORD = graphql(`
  mutation ResetUserPassword($input: UserIdInput!) {
    resetUserPassword(input: $input) {
      ...EnvelopeFields
      data { userId setPasswordUrl expiresOn }
    }
  }
`);

const RESET_TWO_FACTOR = graphql(`
  mutation ResetUserTwoFactor($input: UserIdInput!) {
    resetUserTwoFactor(input: $input) {
      ...EnvelopeFields
    }
  }
`);

const END_SESSIONS = graphql(`
  mutation EndUserSessions($input: EndUserSessionInput!) {
    endUserSessions(input: $input) {
      ...EnvelopeFields
      data
    }
  }
`);

export function useCompanyUsers(query: UsersQuery) {
  return useQuery({
    queryKey: [...usersKey, "list", query],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const filter = {
        search: query.search.trim() || null,
        status: query.status,
        pagination: { page: query.page, show: query.show },
      };
      const result = await requestEnvelope(LIST, "companyUsers", { filter }, signal);
      return { rows: result.data ?? [], total: result.pagination?.total ?? 0 };
    },
  });
}

export function useCompanyRoles() {
  return useQuery({
    queryKey: [...usersKey, "roles"],
    queryFn: async ({ signal }) => (await requestEnvelope(ROLES, "companyRoles", {}, signal)).data ?? [],
  });
}

export function useUserSessions(userId: number | null) {
  return useQuery({
    queryKey: [...usersKey, "sessions", userId],
    enabled: userId !== null,
    queryFn: async ({ signal }) =>
      (await requestEnvelope(SESSIONS, "userSessions", { input: { userId: userId ?? 0 } }, signal)).data ??
      [],
  });
}

/** Every change of a user refreshes the page's list, roles and sessions. */
function useUserMutation<T, R>(mutationFn: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }) });
}

/** A set-password link to hand to the user (shown once). */
const linkOf = (result: { data?: { setPasswordUrl: string; expiresOn: string } | null }) => {
  if (!result.data) throw new Error("no set-password link answered");
  return result.data;
};

export const useCreateUser = () =>
  useUserMutation(async (input: CreateUserInput) =>
    linkOf(await requestEnvelope(CREATE, "createUser", { input })),
  );

export const useUpdateUser = () =>
  useUserMutation((input: UpdateUserInput) => requestEnvelope(UPDATE, "updateUser", { input }));

export const useSetUserActive = () =>
  useUserMutation((input: { userId: number; active: boolean }) =>
    requestEnvelope(SET_ACTIVE, "setUserActive", { input }),
  );

export const useResetUserPassword = () =>
  useUserMutation(async (userId: number) =>
    linkOf(await requestEnvelope(RESET_PASSWORD, "resetUserPassword", { input: { userId } })),
  );

export const useResetUserTwoFactor = () =>
  useUserMutation((userId: number) =>
    requestEnvelope(RESET_TWO_FACTOR, "resetUserTwoFactor", { input: { userId } }),
  );

/** Ends one session of the user, or (`sessionId` null) every one but the caller's own. */
export const useEndUserSessions = () =>
  useUserMutation((input: { userId: number; sessionId: number | null }) =>
    requestEnvelope(END_SESSIONS, "endUserSessions", { input }),
  );
