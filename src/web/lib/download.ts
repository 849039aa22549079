/** Saves text (or a file's bytes) as a file through a temporary link (no server round-trip). */
export function downloadFile(
  content: string | ArrayBuffer,
  fileName: string,
  type = 'application/json',
): void {
  const blob = new Blob([content], { type: typeof content === 'string' ? `${type};charset=utf-8` : type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
