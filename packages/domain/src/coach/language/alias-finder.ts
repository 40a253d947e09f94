/** A named thing of a table (a food, a supplement) as a message names it. */
export interface AliasMention<T> {
  item: T;
  alias: string;
}

/** The text with the characters a regular expression reads as syntax escaped. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where `alias` first occurs in `text` as whole words (a plural too), or -1. */
export function aliasPosition(text: string, alias: string): number {
  return text.search(new RegExp(`\\b${escapeRegExp(alias)}(s|es)?\\b`));
}

/**
 * Finds the items of a table a (normalised) message names, by whole-word aliases that also take a
 * plural: each item once, in the order the message names them; the longest alias wins, and the
 * words it covers are not read again ("sweet potato" is a potato, not a sweet).
 */
export function createAliasFinder<T extends { aliases: readonly string[] }>(
  items: readonly T[],
): (text: string) => AliasMention<T>[] {
  const patterns = items
    .flatMap((item) =>
      item.aliases.map((alias) => ({
        item,
        alias,
        pattern: new RegExp(`\\b${escapeRegExp(alias)}(s|es)?\\b`),
      })),
    )
    .sort((a, b) => b.alias.length - a.alias.length);
  return (text) => {
    let rest = text;
    const found: (AliasMention<T> & { at: number })[] = [];
    for (const { item, alias, pattern } of patterns) {
      const at = rest.search(pattern);
      if (at < 0) continue;
      rest = rest.replace(pattern, (whole) => ' '.repeat(whole.length));
      if (!found.some((mention) => mention.item === item)) found.push({ item, alias, at });
    }
    return found.sort((a, b) => a.at - b.at).map(({ item, alias }) => ({ item, alias }));
  };
}
