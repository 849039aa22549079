/**
 * Orders tables so that a table comes after the tables its foreign keys reference (parents
 * first), alphabetically among equals; self-references and cycles do not block (the restore
 * turns foreign-key triggers off anyway, this order only keeps the file readable and the load
 * correct where it cannot).
 */
export interface TableRef {
  key: string;
  references: string[];
}

export function orderTables(tables: TableRef[]): string[] {
  const keys = new Set(tables.map((t) => t.key));
  const pending = new Map(
    tables.map((t) => [t.key, new Set(t.references.filter((r) => r !== t.key && keys.has(r)))]),
  );
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending.entries()].filter(([, deps]) => deps.size === 0).map(([k]) => k);
    // A cycle: take the alphabetically first of what is left and carry on.
    const next = ready.length > 0 ? ready.sort() : [[...pending.keys()].sort()[0]!];
    for (const key of next) {
      pending.delete(key);
      ordered.push(key);
      for (const deps of pending.values()) deps.delete(key);
    }
  }
  return ordered;
}
