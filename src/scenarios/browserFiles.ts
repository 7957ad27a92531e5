// Browser side of files: download a text as a file, read a picked file. Kept apart from
// files.ts so that the pure part runs in Node (tests, CLI) without a DOM.

export function downloadTextFile(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // Revoke later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Reads a picked file as text, refusing one larger than `maxBytes` before reading it. */
export async function readTextFile(file: File, maxBytes: number): Promise<string> {
  if (file.size > maxBytes) {
    throw new Error(
      `the file is ${Math.round(file.size / 1000)} kB; at most ${maxBytes / 1000} kB`,
    );
  }
  return file.text();
}
