import path from 'node:path';

/**
 * A feature is a folder under `featuresDir`; another feature may reach it only through its public
 * entry (the folder itself, i.e. its index.ts). Every import is resolved to a path first, so
 * `#client/features/auth/api/x`, `../../auth/api/x` and `../../../features/auth/api/x` are the
 * same import. Decision 048.
 *
 * Options: featuresDir — the folder holding the features, from the project root;
 * aliases — import prefixes and the folder each stands for; allowDynamicPages — for files outside
 * any feature (the app's route tables), `import('…/<feature>/…-page')` style lazy loads are let through.
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "a feature imports another feature only through that feature's index.ts" },
    schema: [
      {
        type: 'object',
        properties: {
          featuresDir: { type: 'string' },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
          allowDynamicImportsOutsideFeatures: { type: 'boolean' },
        },
        required: ['featuresDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      inner: "'{{source}}' reaches into the {{target}} feature's inner files: import '{{entry}}' (its index.ts) instead, or move the shared piece to lib/, components/ or src/shared (decision 048).",
    },
  },
  create(context) {
    const options = context.options[0];
    const root = context.cwd;
    const featuresDir = path.resolve(root, options.featuresDir);
    const aliases = Object.entries(options.aliases ?? {});
    const filename = path.resolve(root, context.filename);
    const own = featureOf(featuresDir, filename);

    function resolve(source) {
      for (const [prefix, dir] of aliases) {
        if (source === prefix || source.startsWith(`${prefix}/`)) return path.resolve(root, dir, source.slice(prefix.length + 1));
      }
      if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
      return null; // a package
    }

    function check(node, dynamic) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      if (dynamic && own === null && options.allowDynamicImportsOutsideFeatures) return;
      const target = resolve(node.value);
      if (target === null) return;
      const feature = featureOf(featuresDir, target);
      if (feature === null || feature === own) return;
      const rest = path.relative(path.join(featuresDir, feature), target);
      if (rest === '' || rest === 'index' || rest === 'index.ts') return;
      const entry = node.value.slice(0, node.value.length - rest.length - 1) || node.value;
      context.report({ node, messageId: 'inner', data: { source: node.value, target: feature, entry } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, false),
      ExportNamedDeclaration: (node) => check(node.source, false),
      ExportAllDeclaration: (node) => check(node.source, false),
      ImportExpression: (node) => check(node.source, true),
    };
  },
};

function featureOf(featuresDir, file) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative) || relative === '') return null;
  return relative.split(path.sep)[0];
}

export default { rules: { 'feature-boundaries': rule } };
