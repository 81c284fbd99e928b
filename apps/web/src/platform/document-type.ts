/** The document types the server takes (pdf, png, jpg), recognised by their first bytes as the server does. */
export type TDocumentType = 'application/pdf' | 'image/png' | 'image/jpeg';

const SIGNATURES: readonly { type: TDocumentType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type of a file by its content, or null when it is none of those taken. */
export function sniffDocumentType(head: Uint8Array): TDocumentType | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}

/** Reads the first bytes of a picked file and names its type. */
export async function documentTypeOf(file: Blob): Promise<TDocumentType | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffDocumentType(head);
}
