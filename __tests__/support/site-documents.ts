import fs from 'fs';
import path from 'path';
import { Kind, type DocumentNode } from 'graphql';

/**
 * Every operation document the site sends, by operation name: one module each in
 * graphql/generated/documents (codegen.ts).
 */
export function siteDocuments(): { name: string; document: DocumentNode }[] {
  const dir = path.join(__dirname, '../../graphql/generated/documents');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exports = require(path.join(dir, file)) as Record<string, DocumentNode>;
      return Object.entries(exports)
        .filter(([name, value]) => name.endsWith('Document') && value?.kind === Kind.DOCUMENT)
        .map(([name, document]) => ({ name: name.replace(/Document$/, ''), document }));
    });
}
