import type { DocumentNode, SelectionSetNode } from "graphql";

/** What a document asks for once every fragment spread is replaced by the fragment's selections. */
export interface DocumentSize {
  /** field selections, introspection fields included */
  fields: number;
  aliases: number;
  /** nesting of field selections; spreads and inline fragments add no level */
  depth: number;
  /** a fragment spreads itself, directly or through others: the expansion has no end */
  cycle: boolean;
}

const EMPTY: DocumentSize = { fields: 0, aliases: 0, depth: 0, cycle: false };
const ENDLESS: DocumentSize = { fields: Infinity, aliases: Infinity, depth: Infinity, cycle: true };

/**
 * The expanded size of every executable definition of a parsed document, summed (depth: the deepest).
 * Unused fragment definitions count as well, since validation walks them too. Each fragment is expanded
 * once and remembered, so a fragment that spreads another twice per level (2^n fields after n levels) is
 * measured in time linear in the document. Spreads of unknown fragments count nothing (validation names them).
 */
export function measureDocument(document: DocumentNode): DocumentSize {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === "FragmentDefinition")
      fragments.set(definition.name.value, definition.selectionSet);
  }
  const measured = new Map<string, DocumentSize>();
  const expanding = new Set<string>();

  const fragmentSize = (name: string): DocumentSize => {
    const known = measured.get(name);
    if (known) return known;
    if (expanding.has(name)) return ENDLESS;
    const selectionSet = fragments.get(name);
    if (!selectionSet) return EMPTY;
    expanding.add(name);
    const size = selectionSetSize(selectionSet);
    expanding.delete(name);
    measured.set(name, size);
    return size;
  };

  const selectionSetSize = (selectionSet: SelectionSetNode): DocumentSize => {
    let total = EMPTY;
    for (const selection of selectionSet.selections) {
      if (selection.kind === "Field") {
        const children = selection.selectionSet ? selectionSetSize(selection.selectionSet) : EMPTY;
        total = add(total, {
          fields: 1 + children.fields,
          aliases: (selection.alias ? 1 : 0) + children.aliases,
          depth: 1 + children.depth,
          cycle: children.cycle,
        });
      } else if (selection.kind === "InlineFragment") {
        total = add(total, selectionSetSize(selection.selectionSet));
      } else {
        total = add(total, fragmentSize(selection.name.value));
      }
    }
    return total;
  };

  let total = EMPTY;
  for (const definition of document.definitions) {
    if (definition.kind === "OperationDefinition")
      total = add(total, selectionSetSize(definition.selectionSet));
    else if (definition.kind === "FragmentDefinition")
      total = add(total, fragmentSize(definition.name.value));
  }
  return total;
}

function add(a: DocumentSize, b: DocumentSize): DocumentSize {
  return {
    fields: a.fields + b.fields,
    aliases: a.aliases + b.aliases,
    depth: Math.max(a.depth, b.depth),
    cycle: a.cycle || b.cycle,
  };
}
