/** A size in B, KB or MB (1024-based, as the 50 MB limit), with the unit key of `files:units`. */
export function sizeParts(bytes: number): { unit: 'B' | 'KB' | 'MB'; value: number; digits: number } {
  if (bytes < 1024) return { unit: 'B', value: bytes, digits: 0 };
  if (bytes < 1024 * 1024) return { unit: 'KB', value: bytes / 1024, digits: bytes < 10 * 1024 ? 1 : 0 };
  return { unit: 'MB', value: bytes / (1024 * 1024), digits: 1 };
}
