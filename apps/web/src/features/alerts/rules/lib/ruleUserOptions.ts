export interface UserChoice {
  value: string;
  label: string;
}

/** A user's option label: the name, with the email to tell people of the same name apart. */
export function userChoiceLabel(user: { fullname: string; email?: string | null }) {
  return user.email ? `${user.fullname} (${user.email})` : user.fullname;
}

/**
 * The users multi-select's options: the search results, plus the selected users the search does not show
 * (their labels from `known`), so a chosen user keeps its name while another search is typed.
 */
export function userChoices(
  results: readonly UserChoice[],
  selected: readonly string[],
  known: ReadonlyMap<string, string>,
): UserChoice[] {
  const shown = new Set(results.map((option) => option.value));
  const kept = selected
    .filter((value) => !shown.has(value))
    .map((value) => ({ value, label: known.get(value) ?? value }));
  return [...kept, ...results];
}
