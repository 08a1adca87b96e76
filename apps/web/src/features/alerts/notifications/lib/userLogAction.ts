/** The i18n key (under notifications.actions) describing one user-log entry: what the user did. */
export function userLogActionKey(typeField: string, data: string | null): string {
  switch (typeField) {
    case "Read":
      return "read";
    case "Resolve":
      return data === "false" ? "unresolve" : "resolve";
    case "FalseAlert":
      return data === "false" ? "cancelFalseAlert" : "falseAlert";
    case "Feedback":
      return "feedback";
    default:
      return "other";
  }
}

export const USER_LOG_TYPES = ["Read", "Resolve", "FalseAlert", "Feedback"] as const;

const COLORS: Record<string, string> = {
  read: "blue",
  resolve: "green",
  unresolve: "orange",
  falseAlert: "gray",
  cancelFalseAlert: "orange",
  feedback: "violet",
  other: "gray",
};

export const userLogActionColor = (key: string) => COLORS[key] ?? "gray";
