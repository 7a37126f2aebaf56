/**
 * An ESLint rule: imports run down (README «Architecture»). A folder of src/
 * imports only its own files and the floors beneath it. The floors, lowest
 * first:
 *
 *   base → engine → protocol → net, audio → narrator → host, phone → ui
 *
 * host and phone stand side by side and never import each other; the entry
 * files (src/main*.ts) wire everything. Test files and test kits may reach
 * across (eslint.config.js leaves them out), the code they test may not.
 *
 * The rule resolves each relative specifier against the importing file, so it
 * holds at any depth, and it reads every form of import: `import … from`,
 * `export … from`, `import()` and the type `import('…')`.
 */
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');

export const FLOOR = { base: 0, engine: 1, protocol: 2, net: 3, audio: 3, narrator: 4, host: 5, phone: 5, ui: 6 };

/** The folder of src/ that holds `file`, or null for src/'s own files and anything outside src/. */
function floorOf(file) {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === '..' || path.isAbsolute(rel[0])) return '..';
  return rel.length > 1 ? rel[0] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importsRunDown = {
  meta: {
    type: 'problem',
    docs: { description: 'A folder of src/ imports only its own files and the floors beneath it' },
    schema: [],
    messages: {
      upward: '{{from}}/ may not import {{to}} ({{spec}}): imports run down (base → engine → protocol → net, audio → narrator → host, phone → ui).',
      unknown: 'src/{{from}}/ has no floor: add it to FLOOR in scripts/eslint-layers.mjs.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const from = floorOf(file);
    if (from === null || from === '..') return {};
    if (!(from in FLOOR)) {
      return { Program: (node) => context.report({ node, messageId: 'unknown', data: { from } }) };
    }
    function check(source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = floorOf(path.resolve(path.dirname(file), source.value));
      if (to === null || to === from) return;
      if (to in FLOOR && FLOOR[to] < FLOOR[from]) return;
      const where = to === '..' ? 'a file outside src/' : `${to}/`;
      context.report({ node: source, messageId: 'upward', data: { from, to: where, spec: source.value } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { 'imports-run-down': importsRunDown } };
