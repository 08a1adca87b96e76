import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from "graphql";

function collect(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  into: FieldNode[],
) {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === "Field") into.push(selection);
    else if (selection.kind === "InlineFragment") collect(selection.selectionSet, fragments, into);
    else collect(fragments[selection.name.value]?.selectionSet, fragments, into);
  }
}

/**
 * Names of the fields the client selected below the resolved field, following `path`
 * (e.g. `["data"]` for the items of an envelope's data). Fragments are expanded; aliases are
 * resolved to field names. Used to load only the relations a query asks for.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  let level: FieldNode[] = [];
  for (const node of info.fieldNodes) collect(node.selectionSet, info.fragments, level);
  for (const name of path) {
    const next: FieldNode[] = [];
    for (const field of level) {
      if (field.name.value === name) collect(field.selectionSet, info.fragments, next);
    }
    level = next;
  }
  return new Set(level.map((field) => field.name.value));
}
