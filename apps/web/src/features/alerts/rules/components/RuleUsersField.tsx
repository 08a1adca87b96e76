import { MultiSelect } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useRef, useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSession } from "@/shared/session/SessionContext";
import type { AlertRule } from "../api/alertRules";
import { useRuleUserOptions } from "../api/ruleUserOptions";
import type { AlertRuleFormValues } from "../lib/alertRuleForm";
import { userChoiceLabel, userChoices } from "../lib/ruleUserOptions";

const SEARCH_DEBOUNCE_MS = 300;

/** The rule's subscribed users: the company's active non-driver users, searched on the server by name or email. */
export function RuleUsersField({ rule }: { rule: AlertRule | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<AlertRuleFormValues>();
  const { identity } = useSession();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useRuleUserOptions(debouncedSearch);
  // every label seen so far: selected users keep their names whatever is searched next
  const known = useRef(new Map<string, string>());
  const results = useMemo(() => {
    const labels = known.current;
    if (!labels.has(String(identity.userId))) labels.set(String(identity.userId), identity.name);
    for (const user of rule?.users ?? []) labels.set(String(user.userId), user.fullname);
    return (users.data ?? []).map((user) => {
      const option = { value: String(user.userId), label: userChoiceLabel(user) };
      labels.set(option.value, option.label);
      return option;
    });
  }, [users.data, rule, identity]);

  return (
    <Controller
      control={control}
      name="userIds"
      render={({ field }) => (
        <MultiSelect
          label={t("alertRules.fields.users")}
          description={t("alertRules.usersHint")}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          // the server already matched the search (also on email): show its answer as it is
          filter={({ options }) => options}
          data={userChoices(results, field.value, known.current)}
          nothingFoundMessage={users.isFetching ? t("alertRules.usersLoading") : t("alertRules.usersNone")}
          value={field.value}
          onChange={field.onChange}
          error={users.isError ? t("alertRules.usersLoadFailed") : undefined}
          data-testid="rule-form-users"
        />
      )}
    />
  );
}
