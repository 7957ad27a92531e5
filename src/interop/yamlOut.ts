// Pure: no DOM. YAML out through the `yaml` package, with a note beside the line where the
// library means something other than what was simulated.
import { Document, isNode, type Node } from 'yaml';

export interface Note {
  /** The path of the value the note sits beside; empty: above the document. */
  path: readonly (string | number)[];
  text: string;
}

export function yamlWithNotes(
  value: unknown,
  notes: readonly Note[],
  header: readonly string[] = [],
): string {
  const doc = new Document(value);
  const top = [...header, ...notes.filter((n) => n.path.length === 0).map((n) => n.text)];
  if (top.length > 0) doc.commentBefore = top.map((t) => ` ${t}`).join('\n');
  for (const note of notes) {
    if (note.path.length === 0) continue;
    const node = doc.getIn(note.path, true);
    if (isNode(node)) {
      const n = node as Node;
      n.comment = n.comment ? `${n.comment}; ${note.text}` : ` ${note.text}`;
    } else doc.commentBefore = `${doc.commentBefore ?? ''}\n ${note.path.join('.')}: ${note.text}`;
  }
  return doc.toString({ lineWidth: 0 });
}

/** Several YAML documents in one file (`---` between them), as kubectl reads them. */
export const yamlDocuments = (docs: readonly string[]): string => docs.join('---\n');
